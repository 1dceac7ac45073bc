import type { FlowConfig } from '../state/flowMachine';
import { useCatalogue } from './i18n/TranslateContext';
import { interpolateParts } from './i18n/t';

/**
 * spec §2 Floater panel: 'By signing in, you agree to Terms and policy'. The terms text links to
 * the merchant's terms, else its privacy policy; the terms modal comes later.
 */
export function Footer({ links }: { links: FlowConfig['links'] | undefined }) {
  const catalogue = useCatalogue();
  const href = links?.tnc ?? links?.privacyPolicy;
  const terms = href ? (
    <a key="terms" href={href} target="_blank" rel="noopener noreferrer">
      {catalogue['footer.terms']}
    </a>
  ) : (
    catalogue['footer.terms']
  );
  return (
    <p className="footer" part="footer">
      {interpolateParts(catalogue['footer.agree'], { terms })}
    </p>
  );
}
