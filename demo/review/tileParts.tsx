import { flowStateAtom } from '../../state/atoms/flowAtoms';
import { channelStatesAtom, widgetStateAtom } from '../../state/atoms/widgetAtoms';
import { channelStates } from '../../state/rules/channelClientState';
import type { FlowState } from '../../state/rules/flowMachine';
import type { WidgetMode } from '../../state/rules/widgetMode';
import { AnnouncementBar } from '../../widgets/AnnouncementBar';
import { FloaterView, type FloaterViewProps, type ModalName } from '../../widgets/FloaterView';
import { LoginPageLayout } from '../../widgets/LoginPage';
import { countries, flowConfig } from './fixtures';
import type { Store } from './Tile';

export const noop = () => {};
const actions: FloaterViewProps['actions'] = {
  flow: { setEmail: noop, submitEmail: noop, setOtp: noop, resend: noop, change: noop, retry: noop },
  loadCountries: async () => countries,
  clickChannel: noop,
  cancelChannel: noop,
  showQr: noop,
  expand: noop,
  dismiss: noop,
};
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64)';
/** A fixed phone-page address, so the QR tiles draw the same code on every run. */
export const QR_URL = 'https://sesame.example/q/Fx4kQm7Tz2Lw9Hb3Nc8Vd1Rs6Pa5Yg0Ej2Ku7Oi4Wt9';

/** A tile's setup: the flow state, the widget mode, every channel idle, then `more`. */
export const floater =
  (flow: FlowState, mode: WidgetMode = 'expanded', more?: (s: Store) => void) =>
  (store: Store) => {
    store.set(flowStateAtom, flow);
    store.set(widgetStateAtom, { mode, collapsedAt: null });
    const names = (flowConfig.channelConfig ?? []).flatMap((e) => e.channel.map((c) => c.name));
    store.set(channelStatesAtom, channelStates(names));
    more?.(store);
  };

/** The floater as a tile draws it. */
export const view =
  (options: { modal?: ModalName; more?: boolean } = {}) =>
  () => (
    <FloaterView
      actions={actions}
      crossHidden={false}
      pageUrl="https://lumen.example/"
      providerPolicy="https://sesame.example/privacy"
      initialModal={options.modal ?? null}
      moreExpanded={options.more ?? false}
      userAgent={LINUX}
    />
  );

/** The announcement bar in one of its states. */
export const bar = (state: 'signIn' | 'nextStep' | 'allVerified', showButton: boolean) => () => (
  <AnnouncementBar
    state={state}
    merchantName="Lumen Coffee"
    userName="Rina"
    channels={['WHATSAPP', 'GMAIL', 'MICROSOFT_SSO']}
    showButton={showButton}
    onActivate={noop}
  />
);

/** The hosted login page as a tile draws it. */
export const loginPage = () => (
  <LoginPageLayout actions={actions} crossHidden pageUrl="" providerPolicy="" userAgent={LINUX} />
);
