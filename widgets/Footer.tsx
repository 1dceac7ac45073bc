import { PROVIDER_NAME } from '../contract/widget';
import { termsAction } from '../state/rules/termsLinks';
import { useCatalogue } from './i18n/TranslateContext';
import { interpolateParts } from './i18n/t';

/**
 * spec §2 floater footer: 'By signing in, you agree to Terms and policy'. The terms text opens
 * the terms modal; with no merchant links, the provider's privacy policy directly. On the login
 * page a 'Powered by' watermark follows when the widget configuration enables it.
 */
export function Footer({
  links,
  providerPolicy,
  onOpenTerms,
  watermark = false,
}: {
  links: { tnc?: string; privacyPolicy?: string } | undefined;
  providerPolicy: string;
  onOpenTerms: () => void;
  watermark?: boolean;
}) {
  const catalogue = useCatalogue();
  const action = termsAction(links ?? {}, providerPolicy);
  const terms =
    action.kind === 'link' ? (
      <a key="terms" href={action.href} target="_blank" rel="noopener noreferrer">
        {catalogue['footer.terms']}
      </a>
    ) : (
      <button key="terms" type="button" className="terms-link" aria-haspopup="dialog" onClick={onOpenTerms}>
        {catalogue['footer.terms']}
      </button>
    );
  return (
    <div className="footer" part="footer">
      <p className="center-text">{interpolateParts(catalogue['footer.agree'], { terms })}</p>
      {watermark && (
        <p className="watermark" part="watermark">
          {catalogue['footer.poweredBy']} <strong>{PROVIDER_NAME}</strong>
        </p>
      )}
    </div>
  );
}
