import type { ReactNode } from 'react';
import { channelStates, setChannelActive, toggleQr } from '../../state/channelClientState';
import { channelProgressAtom } from '../../state/channelProgress';
import { flowStateAtom } from '../../state/flowAtoms';
import type { FlowState } from '../../state/flowMachine';
import { oneTapItems } from '../../state/oneTapAccounts';
import {
  announcementActiveAtom,
  channelStatesAtom,
  leftSideAtom,
  widgetStateAtom,
} from '../../state/widgetAtoms';
import type { WidgetMode } from '../../state/widgetMode';
import { AnnouncementBar } from '../../widgets/AnnouncementBar';
import { CodeVerification } from '../../widgets/CodeVerification';
import { ErrorContainer } from '../../widgets/ErrorContainer';
import { FloaterView, type FloaterViewProps, type ModalName } from '../../widgets/FloaterView';
import { FullScreenLoader } from '../../widgets/FullScreenLoader';
import { en } from '../../widgets/i18n/en';
import { LoginPageLayout } from '../../widgets/LoginPage';
import { OneTapSheet } from '../../widgets/OneTapSheet';
import { PasskeyModal } from '../../widgets/PasskeyDialog';
import { countries, flowConfig, flows, merchantConfig } from './fixtures';
import type { Store } from './Tile';

const noop = () => {};
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
const QR_URL = 'https://sesame.example/q/Fx4kQm7Tz2Lw9Hb3Nc8Vd1Rs6Pa5Yg0Ej2Ku7Oi4Wt9';

export interface ReviewState {
  /** `<element>-<state>`: the tile id without theme and width. */
  id: string;
  title: string;
  setup: (store: Store) => void;
  render: () => ReactNode;
  page?: boolean;
  locale?: string;
  height?: { desktop?: number; mobile?: number };
}

const floater =
  (flow: FlowState, mode: WidgetMode = 'expanded', more?: (s: Store) => void) =>
  (store: Store) => {
    store.set(flowStateAtom, flow);
    store.set(widgetStateAtom, { mode, collapsedAt: null });
    const names = (flowConfig.channelConfig ?? []).flatMap((e) => e.channel.map((c) => c.name));
    store.set(channelStatesAtom, channelStates(names));
    more?.(store);
  };

const view =
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

const bar = (state: 'signIn' | 'nextStep' | 'allVerified', showButton: boolean) => () => (
  <AnnouncementBar
    state={state}
    merchantName="Lumen Coffee"
    userName="Rina"
    channels={['WHATSAPP', 'GMAIL', 'MICROSOFT_SSO']}
    showButton={showButton}
    onActivate={noop}
  />
);

const accounts = oneTapItems(merchantConfig.userDetails);

/** Every element in every state (issue 3 "Design review"). */
export const REVIEW_STATES: ReviewState[] = [
  { id: 'floater-loading', title: 'Floater: loading', setup: floater(flows.loading), render: view() },
  { id: 'floater-entry', title: "Floater: Let's Sign In", setup: floater(flows.entry), render: view() },
  {
    id: 'floater-methods',
    title: "Floater: 'Use another method' opened",
    setup: floater(flows.entry),
    render: view({ more: true }),
    height: { desktop: 900, mobile: 900 },
  },
  { id: 'floater-invalid', title: 'Floater: invalid email', setup: floater(flows.invalid), render: view() },
  {
    id: 'floater-phone',
    title: 'Floater: phone number with country code',
    setup: floater(flows.phone),
    render: view(),
  },
  { id: 'floater-code', title: 'Floater: Email Verification', setup: floater(flows.code), render: view() },
  {
    id: 'floater-codemobile',
    title: 'Floater: Mobile Verification',
    setup: floater(flows.codeMobile),
    render: view(),
  },
  {
    id: 'floater-codewhatsapp',
    title: 'Floater: code sent on WhatsApp',
    setup: floater(flows.codeWhatsapp),
    render: view(),
  },
  {
    id: 'floater-pending',
    title: 'Floater: WhatsApp in progress',
    setup: floater(flows.entry, 'expanded', (s) => {
      s.set(channelStatesAtom, setChannelActive(s.get(channelStatesAtom), 'WHATSAPP'));
      s.set(channelProgressAtom, { channel: 'WHATSAPP', status: 'INIT' });
    }),
    render: view(),
  },
  {
    id: 'floater-success',
    title: 'Floater: Sign in Successful',
    setup: floater(flows.success),
    render: view(),
  },
  {
    id: 'floater-error',
    title: 'Floater: timeout / error container',
    setup: floater(flows.error),
    render: view(),
  },
  { id: 'floater-toast', title: 'Floater: error toast', setup: floater(flows.toast), render: view() },
  {
    id: 'floater-qr',
    title: 'Floater: QR panel',
    setup: floater(flows.entry, 'expanded', (s) => s.set(leftSideAtom, toggleQr(true, { url: QR_URL }))),
    render: view(),
  },
  {
    id: 'floater-plain',
    title: 'Floater: email only, no merchant links',
    setup: floater(flows.plain),
    render: view(),
  },
  {
    id: 'floater-branded',
    title: 'Floater: merchant colour #1a3c8f, centred header (text on the colour turns white)',
    setup: floater(flows.branded),
    render: view(),
  },
  {
    id: 'floater-indonesian',
    title: 'Floater in Indonesian (locale id)',
    setup: floater(flows.entry),
    render: view(),
    locale: 'id',
  },
  {
    id: 'floater-portuguese',
    title: 'Floater in Portuguese (locale pt)',
    setup: floater(flows.code),
    render: view(),
    locale: 'pt',
  },
  {
    id: 'floater-collapsed',
    title: 'Floater: collapsed',
    setup: floater(flows.entry, 'collapsed'),
    render: view(),
  },
  {
    id: 'floater-announced',
    title: 'Floater hidden by the active announcement bar',
    setup: floater(flows.entry, 'expanded', (s) => s.set(announcementActiveAtom, true)),
    render: () => (
      <>
        {bar('signIn', true)()}
        {/* The floater renders nothing while the bar is active (widgets/Floater.tsx). */}
      </>
    ),
  },
  {
    id: 'floater-share',
    title: "Share modal 'Share on'",
    setup: floater(flows.success),
    render: view({ modal: 'share' }),
  },
  {
    id: 'floater-terms',
    title: 'Terms and policy modal',
    setup: floater(flows.entry),
    render: view({ modal: 'terms' }),
  },
  {
    id: 'announcement-signin',
    title: 'Announcement bar: sign in',
    setup: floater(flows.entry),
    render: bar('signIn', true),
    height: { desktop: 200, mobile: 200 },
  },
  {
    id: 'announcement-nextstep',
    title: 'Announcement bar: next step',
    setup: floater(flows.entry),
    render: bar('nextStep', false),
    height: { desktop: 200, mobile: 200 },
  },
  {
    id: 'announcement-verified',
    title: 'Announcement bar: all verified',
    setup: floater(flows.entry),
    render: bar('allVerified', false),
    height: { desktop: 200, mobile: 200 },
  },
  {
    id: 'onetap-picker',
    title: 'One-tap account picker',
    setup: floater(flows.entry),
    render: () => (
      <OneTapSheet name="Lumen Coffee" accounts={accounts} onPick={noop} onAnother={noop} onClose={noop} />
    ),
  },
  {
    id: 'passkey-prompt',
    title: 'Passkey prompt',
    setup: floater(flows.success),
    render: () => <PasskeyModal onCreate={noop} onLater={noop} />,
  },
  {
    id: 'errorcontainer-timeout',
    title: 'Timeout / error container',
    setup: floater(flows.entry),
    page: false,
    render: () => (
      <div className="root-centred" style={{ position: 'absolute', inset: 0 }}>
        <div style={{ width: 340 }}>
          <ErrorContainer
            header={en['timeout.title']}
            title={en['timeout.body']}
            action={en['timeout.action']}
            onAction={noop}
          />
        </div>
      </div>
    ),
  },
  {
    id: 'loader-fullscreen',
    title: 'Full-screen loader',
    setup: floater(flows.entry),
    page: false,
    render: () => <FullScreenLoader text="Signing you in…" />,
  },
  {
    id: 'codeverification-loader',
    title: 'Code-verification screen',
    setup: floater(flows.entry),
    page: false,
    render: () => (
      <div className="root-centred" style={{ position: 'absolute', inset: 0 }}>
        <CodeVerification run={async () => {}} />
      </div>
    ),
  },
  {
    id: 'loginpage-entry',
    title: 'Login page',
    setup: floater(flows.entry),
    page: false,
    render: () => (
      <LoginPageLayout actions={actions} crossHidden pageUrl="" providerPolicy="" userAgent={LINUX} />
    ),
  },
  {
    id: 'loginpage-qr',
    title: 'Login page: QR panel',
    setup: floater(flows.entry, 'expanded', (s) => s.set(leftSideAtom, toggleQr(true, { url: QR_URL }))),
    page: false,
    render: () => (
      <LoginPageLayout actions={actions} crossHidden pageUrl="" providerPolicy="" userAgent={LINUX} />
    ),
  },
  {
    id: 'loginpage-code',
    title: 'Login page: Email Verification',
    setup: floater(flows.code),
    page: false,
    render: () => (
      <LoginPageLayout actions={actions} crossHidden pageUrl="" providerPolicy="" userAgent={LINUX} />
    ),
  },
];
