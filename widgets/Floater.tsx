import { useAtomValue, useStore } from 'jotai/react';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { createApiClient } from '../services/api/apiClient';
import type { SignInDetail } from '../services/contract/wire';
import { configAtom, stepAtom } from '../state/flowAtoms';
import type { Step } from '../state/flowMachine';
import { createSignInFlow, type SignInFlow } from '../state/signInFlow';
import { CodeEntry } from './CodeEntry';
import { EmailEntry } from './EmailEntry';
import { ErrorToast } from './ErrorToast';
import { Footer } from './Footer';
import { Header } from './Header';
import { CatalogueContext } from './i18n/TranslateContext';
import { catalogueFor, translator } from './i18n/t';
import { Spinner } from './Spinner';
import { Success } from './Success';
import { floaterCss, textOn } from './styles';

export interface FloaterProps {
  appId: string | undefined;
  locale: string | undefined;
  theme: string | undefined;
  onSignIn: (detail: SignInDetail) => void;
}

/** spec §2 Floater panel: header, the step of the email sign-in path, footer and error toast. */
export function Floater({ appId, locale, theme, onSignIn }: FloaterProps) {
  const store = useStore();
  const step = useAtomValue(stepAtom);
  const config = useAtomValue(configAtom);
  const [flow, setFlow] = useState<SignInFlow | null>(null);
  const onSignInRef = useRef(onSignIn);
  const previousStep = useRef<Step>(step);
  const catalogue = useMemo(() => catalogueFor(locale), [locale]);
  const t = useMemo(() => translator(catalogue), [catalogue]);

  useEffect(() => {
    onSignInRef.current = onSignIn;
  }, [onSignIn]);
  useEffect(() => {
    previousStep.current = step;
  }, [step]);
  useEffect(() => {
    // A missing app id reaches the host, which answers with the spec's unknown-app text (§8).
    const api = createApiClient({ appId: appId ?? '', locale });
    const next = createSignInFlow({ api, store, onSignIn: (detail) => onSignInRef.current(detail) });
    setFlow(next);
    next.start();
    return () => next.dispose();
  }, [appId, locale, store]);

  const screen = () => {
    if (!flow || step === 'loading') {
      return (
        <div className="loading">
          <Spinner label={t('loading.label')} />
        </div>
      );
    }
    switch (step) {
      case 'error':
        return (
          <div className="step center">
            <p className="hint">{t('error.loadFailed')}</p>
            <button className="button" part="button" type="button" onClick={flow.retry}>
              {t('error.retry')}
            </button>
          </div>
        );
      case 'entry':
        return <EmailEntry flow={flow} autoFocus={previousStep.current === 'code'} />;
      case 'code':
        return <CodeEntry flow={flow} />;
      case 'success':
        return <Success />;
    }
  };

  return (
    <CatalogueContext value={catalogue}>
      <style>{floaterCss}</style>
      <div
        className="floater"
        data-theme={themeOf(theme) ?? config?.theme}
        style={brandColors(config?.primaryColor)}
      >
        <section className="panel" part="panel" aria-labelledby="sesame-title">
          <div className="body">
            <Header merchantName={config?.merchantName} />
            {screen()}
          </div>
          <Footer links={config?.links} />
        </section>
        <ErrorToast />
      </div>
    </CatalogueContext>
  );
}

function themeOf(value: string | undefined): 'light' | 'dark' | undefined {
  return value === 'light' || value === 'dark' ? value : undefined;
}

/** The merchant's primary colour and the text colour that reads on it. */
function brandColors(primary: string | undefined): CSSProperties | undefined {
  if (!primary) return undefined;
  return { '--_config-primary': primary, '--_config-on-primary': textOn(primary) } as CSSProperties;
}
