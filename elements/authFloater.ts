import r2wc from '@r2wc/react-to-web-component';
import { withBooleanAttributes } from './booleanAttributes';
import { LOADER_PROPS } from './emitSignIn';
import { FloaterRoot } from './FloaterRoot';

export { SIGN_IN_EVENT } from './events';

const ReactFloaterElement = withBooleanAttributes(
  r2wc(FloaterRoot, {
    shadow: 'open',
    props: {
      appId: 'string',
      locale: 'string',
      theme: 'string',
      mandatory: 'string',
      sid: 'string',
      cid: 'string',
      ...LOADER_PROPS,
    },
  }),
  {
    collapsed: 'collapsed',
    announcement: 'announcement',
    usersignedin: 'usersignedin',
    paralyzed: 'paralyzed',
  },
);

/**
 * The floating sign-in panel: top right on desktop (385 px wide, 30 px from the right, 70 px
 * from the top), a bottom sheet on screens up to 768 px wide (spec §2, §9). It expands,
 * collapses to a 'Sign in' button, or hides (pop-up disabled, signed-in visitor). Its cross
 * collapses it for a while: 4 hours the first time, then 1, 7 and 28 days (spec §4 Dismissal).
 *
 * @summary Passwordless sign-in panel.
 * @tag auth-floater
 *
 * @attr {string} app-id - The merchant's app id, as registered with the provider host (the `appid` script attribute).
 * @attr {string} locale - Language of the texts: one of the twenty of docs/languages.md (`en`, `id`, `pt`, `ar`…); default the browser's, else English.
 * @attr {'light' | 'dark'} theme - Forces the light or dark theme; without it the app's configuration, then the page's `prefers-color-scheme`, decides.
 * @attr {boolean} collapsed - Starts collapsed to the 'Sign in' button (the `collapsed=true` URL parameter does the same).
 * @attr {boolean} announcement - Shows the announcement bar at the top of the page; the panel stays hidden until the bar is clicked.
 * @attr {string} mandatory - Identifier types the sign-in must verify, comma separated (`EMAIL`, `MOBILE`); `true` means `EMAIL` (the `ismandatory` script attribute).
 * @attr {string} sid - Session id the merchant passes through to the host (the `sid` script attribute).
 * @attr {string} cid - Client id, when it differs from the app id (the `cid` script attribute).
 * @attr {string} loader-color - Colour of the full-screen loader shown while the page hands the sign-in to its server (`auth-signin`'s `detail.waitUntil`); the `loaderColor` URL parameter does the same.
 * @attr {string} loading-text - Text of that loader (default 'Loading…'); the `loadingText` URL parameter.
 * @attr {string} text-color - Colour of the loader's text; the `textColor` URL parameter.
 * @attr {boolean} paralyzed - A page opened with a sign-in `code` does not follow the redirect uri: the widget hands it to the page in `auth-redirect` (`detail.url`) and stays (spec §4 "Redirect flow").
 * @attr {boolean} usersignedin - The visitor is signed in: the panel, its collapsed button and its bar are not shown; set or removed at any time (after a sign-in on the page, the success screen closes first).
 *
 * @fires {CustomEvent<{ token: string, user: object, code: string, waitUntil: (work: Promise<unknown>) => void }>} auth-signin - The user signed in. `detail.token` is an ES256 ID token (aud = the app id), `detail.user` the signed-in user, `detail.code` a one-time code the merchant's server exchanges with `POST /v1/merchant/token`.
 * @fires {CustomEvent<{ source: 'collapsed' | 'announcement' | 'api' }>} auth-expand - The panel opened: from the collapsed button, the announcement bar, or a channel click.
 * @fires {CustomEvent<{ reason: 'dismiss' | 'api' }>} auth-collapse - The panel collapsed to the 'Sign in' button.
 * @fires {CustomEvent<{ hideCount: number, hiddenUntil: number }>} auth-dismiss - The visitor closed the panel with the cross; it starts collapsed until `hiddenUntil` (epoch ms).
 * @fires {CustomEvent<{ url?: string, apps?: unknown[] }>} auth-redirect - The redirect flow of a page opened with a sign-in `code` ended here: `detail.url` is the redirect uri not followed (with `paralyzed`), `detail.apps` the apps list the host returned instead of a uri.
 * @fires {CustomEvent<{ message: string }>} auth-error - An error was shown in the toast (the text the user read).
 *
 * @csspart floater - The fixed container (top right, or the bottom of the screen on mobile).
 * @csspart panel - The floating panel (bottom sheet on mobile).
 * @csspart header - The header: logo, title and the share / back / close buttons.
 * @csspart logo - The brand logo (or its initial).
 * @csspart title - 'Sign in to' and the merchant's name (or the app's header text).
 * @csspart description - The app's line under the title, when it has one.
 * @csspart bottom-line - The app's line above the terms, when it has one.
 * @csspart back-button - The back arrow.
 * @csspart share-button - The share icon (after sign-in).
 * @csspart close-button - The cross '✕'.
 * @csspart input - The identifier and code fields.
 * @csspart button - The primary buttons (Continue, Resend OTP, Open WhatsApp).
 * @csspart country-button - The country-code selector (shown for phone numbers).
 * @csspart country-list - The list of countries.
 * @csspart channels - The list of channel buttons.
 * @csspart channel-button - One channel button (outlined, logo and label).
 * @csspart more-link - 'Use another method'.
 * @csspart qr-toggle - 'Scan to Sign in'.
 * @csspart qr - The QR panel.
 * @csspart qr-code - The QR code area.
 * @csspart pending - A channel in progress.
 * @csspart error - The timeout / error container.
 * @csspart footer - The terms line at the bottom.
 * @csspart collapsed - The collapsed 'Sign in' button.
 * @csspart announcement - The announcement bar (with the `announcement` attribute).
 * @csspart modal - A modal's full-screen layer (share, terms).
 * @csspart backdrop - The blurred backdrop behind a modal.
 * @csspart share-modal - The 'Share on' modal.
 * @csspart terms-modal - The terms and policy modal.
 * @csspart toast - The error toast.
 *
 * @cssprop [--sesame-primary=#25d366] - Brand colour of buttons and the spinner (the app's configured colour otherwise).
 * @cssprop [--sesame-on-primary=#0b1f10] - Text colour on the brand colour (picked by the colour's darkness otherwise).
 * @cssprop [--sesame-bg=#ffffff] - Panel background (dark theme: #17191e).
 * @cssprop [--sesame-surface=#f4f5f7] - Secondary surfaces: country button, icons (dark theme: #21242b).
 * @cssprop [--sesame-text=#1d2128] - Text colour (dark theme: #e9ebee).
 * @cssprop [--sesame-link=#1a56db] - Links such as 'Use another method' (dark theme: #8ab4f8).
 * @cssprop [--sesame-radius=12px] - Corner radius of the panel.
 * @cssprop [--sesame-font=system-ui] - Font family.
 */
export class AuthFloaterElement extends ReactFloaterElement {
  /** The merchant's app id (attribute `app-id`). */
  declare appId: string | undefined;
  /** Language of the texts (attribute `locale`). */
  declare locale: string | undefined;
  /** `light` or `dark` (attribute `theme`). */
  declare theme: string | undefined;
  /** Mandatory identifier types (attribute `mandatory`). */
  declare mandatory: string | undefined;
  /** Session id (attribute `sid`). */
  declare sid: string | undefined;
  /** Client id (attribute `cid`). */
  declare cid: string | undefined;

  /**
   * Signs the visitor out: forgets the user, state and session this browser stored for the
   * widget, and ends that session on the provider host (`/v1/user/logout`). Resolves when done;
   * a host that cannot be reached changes nothing here, the browser has already forgotten.
   */
  logout(): Promise<void> {
    const appId = this.appId ?? this.getAttribute('app-id') ?? '';
    return import('./floaterLogout').then((m) => m.floaterLogout(appId));
  }
}

// A page that loads the bundle twice keeps the first definition.
if (!customElements.get('auth-floater')) customElements.define('auth-floater', AuthFloaterElement);

declare global {
  interface HTMLElementTagNameMap {
    'auth-floater': AuthFloaterElement;
  }
}
