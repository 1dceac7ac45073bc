import { useContext } from 'react';
import type { SignInDetail } from '../contract/wire';
import { isInIframe } from '../services/device/isInIframe';
import { configAtom, stepAtom } from '../state/atoms/flowAtoms';
import { leftSideAtom } from '../state/atoms/widgetAtoms';
import type { ControllerCallbacks } from '../state/flows/SignInController';
import { displayChannels, isAppleDevice } from '../state/rules/displayChannels';
import type { LaunchParams } from '../state/rules/launchParams';
import { CodeVerification } from './CodeVerification';
import { FloaterPanel, type FloaterViewProps } from './FloaterView';
import { HandOffLoader } from './HandOffLoader';
import { useAtomValue } from './hooks/atomHooks';
import { CatalogueLocaleContext, useT } from './i18n/TranslateContext';
import { marketingLine } from './marketingLine';
import QrPanel from './QrPanel';
import { QrToggle } from './QrToggle';
import { RootScreen } from './RootScreen';
import loginPageCss from './styles/loginPage.css?inline';
import { useSignInController } from './useSignInController';
import { themeOf, WidgetRoot } from './WidgetRoot';

export interface LoginPageProps extends Omit<ControllerCallbacks, 'onSignIn'> {
  appId: string | undefined;
  locale: string | undefined;
  theme: string | undefined;
  params: LaunchParams;
  onSignIn: (detail: SignInDetail) => void;
}

/** spec §2 hosted login page, connected to the host. */
export function LoginPage(props: LoginPageProps) {
  const config = useAtomValue(configAtom);
  const step = useAtomValue(stepAtom);
  const controller = useSignInController({ ...props, collapsed: false });
  return (
    <WidgetRoot
      theme={themeOf(props.theme) ?? config?.theme}
      locale={props.locale}
      primaryColor={config?.primaryColor}
    >
      <HandOffLoader />
      <RootScreen loading={step === 'loading' && !controller.ready} inIframe={isInIframe()}>
        {controller.verifyingCode ? (
          <CodeVerification run={controller.runCodeVerification} />
        ) : (
          <LoginPageLayout
            actions={controller.actions}
            crossHidden
            pageUrl={globalThis.location?.href ?? ''}
            providerPolicy={controller.providerPolicy}
          />
        )}
      </RootScreen>
    </WidgetRoot>
  );
}

/**
 * spec §2, §9 login page layout: the marketing side (or the QR panel when active) on the left,
 * the 400 px panel on the right, at most 600 px high; full screen below 768 px, without the
 * marketing side.
 */
export function LoginPageLayout(props: FloaterViewProps) {
  const t = useT();
  const config = useAtomValue(configAtom);
  const leftSide = useAtomValue(leftSideAtom);
  const locale = useContext(CatalogueLocaleContext);
  const channels = displayChannels(config?.channelConfig ?? [], {
    isAppleDevice: isAppleDevice(props.userAgent ?? globalThis.navigator?.userAgent ?? ''),
  }).map((channel) => channel.name);
  const brand = config?.uiConfig?.general?.brandName ?? config?.merchantName ?? t('header.fallbackName');
  return (
    <div className="login-page" part="login-page">
      {/* The page's styles travel with its lazy chunk. */}
      <style>{loginPageCss}</style>
      <div className="login-card">
        <aside className="login-side" part="marketing">
          <div className="side-brand">{brand}</div>
          {leftSide.isQrCodeActive ? (
            <QrPanel url={leftSide.url} qr={props.actions.qr} onHide={() => props.actions.showQr(false)} />
          ) : (
            <div>
              <h1>{t('loginPage.tagline')}</h1>
              <p>{marketingLine(channels, t, locale)}</p>
            </div>
          )}
          {!leftSide.isQrCodeActive && (
            <div className="side-qr">
              <QrToggle onShow={() => props.actions.showQr(true)} />
            </div>
          )}
        </aside>
        <div className="login-main">
          <FloaterPanel {...props} variant="page" />
        </div>
      </div>
    </div>
  );
}
