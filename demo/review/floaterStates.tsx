import { channelProgressAtom } from '../../state/atoms/channelProgress';
import { announcementActiveAtom, channelStatesAtom, leftSideAtom } from '../../state/atoms/widgetAtoms';
import { setChannelActive, toggleQr } from '../../state/rules/channelClientState';
import { flows } from './fixtures';
import type { ReviewState } from './ReviewState';
import { bar, floater, QR_URL, view } from './tileParts';

/** `<auth-floater>` in every state (issue 3 "Design review"). */
export const FLOATER_STATES: ReviewState[] = [
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
    title: 'Floater: WhatsApp in progress, the host’s link ready',
    setup: floater(flows.entry, 'expanded', (s) => {
      s.set(channelStatesAtom, setChannelActive(s.get(channelStatesAtom), 'WHATSAPP'));
      s.set(channelProgressAtom, {
        channel: 'WHATSAPP',
        status: 'PENDING',
        intent: 'https://wa.me/6281234567890?text=Sign%20in%20to%20Lumen%20Coffee%20K7Q2',
      });
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
    id: 'floater-arabic',
    title: 'Floater in Arabic, right to left (locale ar)',
    setup: floater(flows.entry),
    render: view(),
    locale: 'ar',
  },
  {
    id: 'floater-arabic-code',
    title: 'Floater in Arabic: code entry, mirrored back arrow (locale ar)',
    setup: floater(flows.code),
    render: view(),
    locale: 'ar',
  },
  {
    id: 'floater-german',
    title: 'Floater in German, long texts (locale de)',
    setup: floater(flows.entry),
    render: view(),
    locale: 'de',
  },
  {
    id: 'floater-tamil',
    title: 'Floater in Tamil, the longest texts (locale ta)',
    setup: floater(flows.entry),
    render: view(),
    locale: 'ta',
  },
  {
    id: 'floater-tamil-code',
    title: 'Floater in Tamil: code entry (locale ta)',
    setup: floater(flows.code),
    render: view(),
    locale: 'ta',
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
];
