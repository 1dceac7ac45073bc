import r2wc from '@r2wc/react-to-web-component';
import { createElement, lazy } from 'react';
import { withLaterTexts } from '../widgets/i18n/english';
import type { AuthLoginPageProps } from './AuthLoginPageView';
import { withBooleanAttributes } from './booleanAttributes';
import { LOADER_PROPS } from './emitSignIn';
import { lazyInSharedStore } from './inSharedStore';

// A page of its own, never the floater's first screen: its chunk, with the events the page
// sends (AuthLoginPageView), loads when the element renders.
const View = lazy(() =>
  withLaterTexts(import('./AuthLoginPageView')).then((m) => ({ default: m.AuthLoginPageView })),
);

function AuthLoginPage(props: AuthLoginPageProps) {
  return lazyInSharedStore(createElement(View, props));
}

const ReactLoginPageElement = withBooleanAttributes(
  r2wc(AuthLoginPage, {
    shadow: 'open',
    props: { appId: 'string', locale: 'string', theme: 'string', ...LOADER_PROPS },
  }),
  { paralyzed: 'paralyzed' },
);

/**
 * The full hosted sign-in page (spec §2, §9): the marketing side (or the QR panel) on the
 * left and the 400 px sign-in panel on the right, at most 600 px high; below 768 px it fills
 * the screen and the marketing side is hidden. A 'Powered by' watermark follows the terms when
 * the app's widget configuration enables it. Inside an iframe it uses the floater layout
 * (`#auth-app-floater`); otherwise it is centred on white.
 *
 * @summary Full-page sign-in.
 * @tag auth-login-page
 *
 * @attr {string} app-id - The merchant's app id (the `appId` URL parameter works too).
 * @attr {string} locale - Language of the texts: one of the twenty of docs/languages.md (`en`, `id`, `pt`, `ar`…); default the browser's, else English.
 * @attr {'light' | 'dark'} theme - Forces the light or dark theme.
 * @attr {string} loader-color - Colour of the full-screen loader while the page hands the sign-in to its server (as on `<auth-floater>`).
 * @attr {string} loading-text - Text of that loader.
 * @attr {string} text-color - Colour of the loader's text.
 * @attr {boolean} paralyzed - A page opened with a sign-in `code` hands the redirect uri to the page in `auth-redirect` instead of following it (as on `<auth-floater>`).
 *
 * @fires {CustomEvent<{ token: string, user: object, code: string, waitUntil: (work: Promise<unknown>) => void }>} auth-signin - The user signed in (as on `<auth-floater>`).
 * @fires {CustomEvent<{ url?: string, apps?: unknown[] }>} auth-redirect - The redirect uri not followed (`paralyzed`), or the apps list the host returned instead (as on `<auth-floater>`).
 * @fires {CustomEvent<{ message: string }>} auth-error - An error was shown in the toast.
 *
 * @csspart root - The root screen (`#auth-app-floater` in an iframe).
 * @csspart login-page - The page layout.
 * @csspart marketing - The left, marketing side (hidden below 768 px).
 * @csspart panel - The sign-in panel.
 * @csspart header - Its header.
 * @csspart title - 'Sign in to' and the merchant's name (or the app's header text).
 * @csspart description - The app's line under the title, when it has one.
 * @csspart bottom-line - The app's line above the terms, when it has one.
 * @csspart input - The identifier and code fields.
 * @csspart button - The primary buttons.
 * @csspart channel-button - One channel button.
 * @csspart footer - The terms line.
 * @csspart watermark - 'Powered by Sesame'.
 * @csspart qr - The QR panel.
 * @csspart toast - The error toast.
 *
 * @cssprop [--sesame-primary=#25d366] - Brand colour (buttons, the marketing side's gradient).
 * @cssprop [--sesame-on-primary=#0b1f10] - Text colour on the brand colour.
 * @cssprop [--sesame-bg=#ffffff] - Panel background (dark theme: #17191e).
 * @cssprop [--sesame-surface=#f4f5f7] - Page background around the card.
 * @cssprop [--sesame-text=#1d2128] - Text colour.
 * @cssprop [--sesame-link=#1a56db] - Link colour.
 * @cssprop [--sesame-radius=12px] - Corner radius.
 * @cssprop [--sesame-font=system-ui] - Font family.
 */
export class AuthLoginPageElement extends ReactLoginPageElement {
  /** The merchant's app id (attribute `app-id`). */
  declare appId: string | undefined;
  /** Language of the texts (attribute `locale`). */
  declare locale: string | undefined;
  /** `light` or `dark` (attribute `theme`). */
  declare theme: string | undefined;
}

if (!customElements.get('auth-login-page')) customElements.define('auth-login-page', AuthLoginPageElement);

declare global {
  interface HTMLElementTagNameMap {
    'auth-login-page': AuthLoginPageElement;
  }
}
