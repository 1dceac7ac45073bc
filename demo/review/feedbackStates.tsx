import { API_ERRORS } from '../../contract/errors';
import { channelProgressAtom } from '../../state/atoms/channelProgress';
import { onlineAtom } from '../../state/atoms/onlineAtom';
import { channelStatesAtom } from '../../state/atoms/widgetAtoms';
import { setChannelActive } from '../../state/rules/channelClientState';
import { type FlowEvent, type FlowState, flowReducer } from '../../state/rules/flowMachine';
import { NudgeShownContext } from '../../widgets/WhatsAppNudge';
import { flows } from './fixtures';
import type { ReviewState } from './ReviewState';
import { floater, view } from './tileParts';

const after = (from: FlowState, ...events: FlowEvent[]) => events.reduce(flowReducer, from);
const wrong = (attemptsLeft: number): FlowEvent => ({
  type: 'codeRejected',
  message: 'OTP incorrect. Please enter Valid OTP',
  attemptsLeft,
});
/** The floater with its WhatsApp nudge already due. */
const nudged = () => <NudgeShownContext.Provider value={true}>{view()()}</NudgeShownContext.Provider>;

/** What the floater tells people while a sign-in runs (docs/widget.md "What the widget says"). */
export const FEEDBACK_STATES: ReviewState[] = [
  {
    id: 'floater-offline',
    title: 'Floater: offline notice',
    setup: floater(flows.entry, 'expanded', (s) => s.set(onlineAtom, false)),
    render: view(),
  },
  {
    id: 'floater-triesleft',
    title: 'Floater: a wrong code, tries left',
    setup: floater({ ...after(flows.code, wrong(2)), error: null }),
    render: view(),
  },
  {
    id: 'floater-notries',
    title: 'Floater: no tries left, a new code at once',
    setup: floater({ ...after(flows.code, wrong(0)), error: null }),
    render: view(),
  },
  {
    id: 'floater-wait',
    title: 'Floater: the host asked to wait (429 Retry-After)',
    // Ten minutes (the send window), so the count is still running when the tile is drawn.
    setup: (store) =>
      floater(
        after(flows.code, {
          type: 'throttled',
          message: 'Too many requests.',
          retryAfterS: 600,
          now: Date.now(),
        }),
      )(store),
    render: view(),
  },
  {
    id: 'floater-phonerefused',
    title: 'Floater: a phone number the host refused, under the field',
    setup: floater(
      after(
        flows.phone,
        { type: 'emailSubmitted' },
        { type: 'identifierRefused', message: 'Sign-in by SMS needs a mobile number.' },
      ),
    ),
    render: view(),
  },
  {
    id: 'floater-unknownapp',
    title: 'Floater: unknown app id',
    setup: floater(
      after(flows.loading, {
        type: 'loadFailed',
        message: API_ERRORS.unknown_app.message,
        problem: 'unknownApp',
      }),
    ),
    render: view(),
  },
  {
    id: 'floater-origin',
    title: 'Floater: page origin not registered',
    setup: floater(
      after(flows.loading, {
        type: 'loadFailed',
        message: API_ERRORS.origin_not_allowed.message,
        problem: 'originNotAllowed',
      }),
    ),
    render: view(),
  },
  {
    id: 'floater-successphone',
    title: 'Floater: Sign in Successful with WhatsApp (the phone number)',
    setup: floater(after(flows.entry, { type: 'signedInWithButton', identity: '+62 812 3456 7890' })),
    render: view(),
  },
  {
    id: 'floater-pendingnudge',
    title: "Floater: WhatsApp in progress, 'didn't send' nudge",
    setup: floater(flows.entry, 'expanded', (s) => {
      s.set(channelStatesAtom, setChannelActive(s.get(channelStatesAtom), 'WHATSAPP'));
      s.set(channelProgressAtom, {
        channel: 'WHATSAPP',
        status: 'PENDING',
        intent: 'https://wa.me/6281234567890',
      });
    }),
    render: nudged,
  },
  {
    id: 'floater-codewhatsappnudge',
    title: "Floater: code on WhatsApp, 'didn't approve' nudge",
    setup: floater(flows.codeWhatsapp),
    render: nudged,
  },
  {
    id: 'floater-ssopending',
    title: 'Floater: Google sign-in in progress, the provider named',
    setup: floater(flows.entry, 'expanded', (s) => {
      s.set(channelStatesAtom, setChannelActive(s.get(channelStatesAtom), 'GMAIL'));
      s.set(channelProgressAtom, { channel: 'GMAIL', status: 'PENDING' });
    }),
    render: view(),
  },
];
