import { flowReducer, initialFlowState } from '../../state/rules/flowMachine';
import { oneTapItems } from '../../state/rules/oneTapAccounts';
import { toFlowConfig } from '../../state/rules/toFlowConfig';
import { OneTapSheet } from '../../widgets/OneTapSheet';
import { flows, merchantConfig } from './fixtures';
import type { ReviewState } from './ReviewState';
import { bar, floater, loginPage, noop, view } from './tileParts';

/** A logo four times as wide as high: it keeps its proportions in the header. */
const WIDE_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50" viewBox="0 0 200 50"><rect width="200" height="50" rx="8" fill="#6b3f2a"/><text x="100" y="33" font-family="sans-serif" font-size="24" font-weight="700" fill="#f6e7d8" text-anchor="middle">LUMEN COFFEE</text></svg>',
)}`;

const wideLogo = [merchantConfig].map((config) =>
  flowReducer(initialFlowState, {
    type: 'configLoaded',
    config: toFlowConfig({
      ...config,
      uiConfig: { ...config.uiConfig, general: { ...config.uiConfig?.general, brandLogo: WIDE_LOGO } },
    }),
  }),
)[0]!;

const accounts = oneTapItems(merchantConfig.userDetails);

/** Drawn with no theme given: the page's `prefers-color-scheme` decides, as on a visitor's screen. */
const os = (state: ReviewState): ReviewState => ({
  ...state,
  id: `os-${state.id}`,
  title: `${state.title} (following the OS theme)`,
  themes: ['os'],
});

/**
 * The main screens as a page without a `theme` attribute shows them (the screenshot test takes
 * them in the OS's light and dark modes and checks their contrast), and the placement states:
 * a wide logo (docs/widget.md "Themes", "Logos").
 */
export const LOOK_STATES: ReviewState[] = [
  os({ id: 'floater-entry', title: "Floater: Let's Sign In", setup: floater(flows.entry), render: view() }),
  os({
    id: 'floater-code',
    title: 'Floater: Email Verification',
    setup: floater(flows.code),
    render: view(),
  }),
  os({ id: 'floater-toast', title: 'Floater: error toast', setup: floater(flows.toast), render: view() }),
  os({
    id: 'floater-collapsed',
    title: 'Floater: collapsed',
    setup: floater(flows.entry, 'collapsed'),
    render: view(),
  }),
  os({
    id: 'announcement-signin',
    title: 'Announcement bar: sign in',
    setup: floater(flows.entry),
    render: bar('signIn', true),
    height: { desktop: 200, mobile: 200 },
  }),
  os({
    id: 'onetap-picker',
    title: 'One-tap account picker with carrier badges',
    setup: floater(flows.entry),
    render: () => (
      <OneTapSheet name="Lumen Coffee" accounts={accounts} onPick={noop} onAnother={noop} onClose={noop} />
    ),
  }),
  os({
    id: 'loginpage-entry',
    title: 'Login page',
    setup: floater(flows.entry),
    render: loginPage,
    page: false,
  }),
  { id: 'floater-widelogo', title: 'Floater: a wide brand logo', setup: floater(wideLogo), render: view() },
];
