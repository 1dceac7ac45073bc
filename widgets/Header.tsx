import { useT } from './i18n/TranslateContext';

/** spec §1, §2 Header: 'Sign in to' followed by the merchant's name. */
export function Header({ merchantName }: { merchantName: string | undefined }) {
  const t = useT();
  return (
    <header className="header" part="header">
      <h2 className="title" part="title" id="sesame-title">
        <span className="eyebrow">{t('header.signInTo')}</span> {merchantName ?? t('header.fallbackName')}
      </h2>
    </header>
  );
}
