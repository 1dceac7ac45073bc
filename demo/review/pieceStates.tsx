import { leftSideAtom } from '../../state/atoms/widgetAtoms';
import { toggleQr } from '../../state/rules/channelClientState';
import { oneTapItems } from '../../state/rules/oneTapAccounts';
import { CodeVerification } from '../../widgets/CodeVerification';
import { ErrorContainer } from '../../widgets/ErrorContainer';
import { FullScreenLoader } from '../../widgets/FullScreenLoader';
import { english as en } from '../../widgets/i18n/english';
import { OneTapSheet } from '../../widgets/OneTapSheet';
import { PasskeyModal } from '../../widgets/PasskeyDialog';
import { flows, merchantConfig } from './fixtures';
import type { ReviewState } from './ReviewState';
import { bar, floater, loginPage, noop, QR_URL } from './tileParts';

const accounts = oneTapItems(merchantConfig.userDetails);

/** The announcement bar, one-tap, passkey prompt, loaders and the login page (issue 3 "Design review"). */
export const PIECE_STATES: ReviewState[] = [
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
    render: loginPage,
  },
  {
    id: 'loginpage-qr',
    title: 'Login page: QR panel',
    setup: floater(flows.entry, 'expanded', (s) => s.set(leftSideAtom, toggleQr(true, { url: QR_URL }))),
    page: false,
    render: loginPage,
  },
  {
    id: 'loginpage-code',
    title: 'Login page: Email Verification',
    setup: floater(flows.code),
    page: false,
    render: loginPage,
  },
];
