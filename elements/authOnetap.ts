import r2wc from '@r2wc/react-to-web-component';
import { createElement, lazy } from 'react';
import type { IdentityItem } from '../contract/wire';
import { afterFirstScreen } from '../services/api/afterFirstScreen';
import { withLaterTexts } from '../widgets/i18n/english';
import type { AuthOnetapProps } from './AuthOnetapView';
import { withBooleanAttributes } from './booleanAttributes';
import { LOADER_PROPS } from './emitSignIn';
import { lazyInSharedStore } from './inSharedStore';
import { SignedInGate } from './SignedInGate';

// The sheet, with the events it sends (AuthOnetapView), is not part of the floater's first
// screen: its chunk loads once that screen is up (services/api/afterFirstScreen).
const View = lazy(() =>
  // With a floater on the page the sheet waits for its first screen; alone, it is the first screen.
  (document.querySelector('auth-floater') ? afterFirstScreen() : Promise.resolve())
    .then(() => withLaterTexts(import('./AuthOnetapView')))
    .then((m) => ({ default: m.AuthOnetapView })),
);

function AuthOnetap(props: AuthOnetapProps) {
  return lazyInSharedStore(
    createElement(
      SignedInGate,
      { signedIn: props.usersignedin ?? false, kind: 'prompt' },
      createElement(View, props),
    ),
  );
}

const ReactOnetapElement = withBooleanAttributes(
  r2wc(AuthOnetap, {
    shadow: 'open',
    props: {
      appId: 'string',
      locale: 'string',
      theme: 'string',
      merchantName: 'string',
      accounts: 'json',
      ...LOADER_PROPS,
    },
  }),
  { usersignedin: 'usersignedin' },
);

/**
 * The one-tap account picker (spec §2): a bottom sheet titled 'Sign in to' and the merchant or
 * brand name, listing the accounts used before (icon, verified name or name, phone or email;
 * carrier logos for the known numbers) with 'Use another account' last. The list is 75% high
 * and scrolls. Accounts come from the `accounts` attribute; else, with an `app-id`, they are
 * the identities verified in this browser for that app (masked), and picking one signs in
 * without a new code (`auth-signin`, as from the floater); else, with an `<auth-floater>` on
 * the page, they come from the app's configuration. With no accounts the sheet is not shown.
 *
 * @summary One-tap account picker.
 * @tag auth-onetap
 *
 * @attr {string} app-id - The merchant's app id: lists and signs in with the identities verified in this browser.
 * @attr {string} locale - Language of the texts: one of the twenty of docs/languages.md (`en`, `id`, `pt`, `ar`…); default the browser's, else English.
 * @attr {'light' | 'dark'} theme - Forces the light or dark theme.
 * @attr {string} merchant-name - The name after 'Sign in to' when no configuration is loaded.
 * @attr {string} loader-color - Colour of the full-screen loader while the page hands the sign-in to its server (as on `<auth-floater>`).
 * @attr {string} loading-text - Text of that loader.
 * @attr {string} text-color - Colour of the loader's text.
 * @attr {boolean} usersignedin - The visitor is signed in: the sheet is not shown (set or removed at any time). It also steps aside once a sign-in finishes on the page.
 * @attr {string} accounts - JSON `{ "mobile": [{ "value", "name"?, "logo"?, "uiId"? }], "email": [...] }`.
 *
 * @fires {CustomEvent<{ fireIntent: boolean, value: string, id: string, verifiedName: string, uiId: string, channelDetails: object, identityId?: number }>} auth-onetap-pick - An account was picked. `fireIntent` is true when the row has no value; `identityId` is the row's id as a number, when it has one.
 * @fires {CustomEvent<{ token: string, user: object, code: string, waitUntil: (work: Promise<unknown>) => void }>} auth-signin - With `app-id`: a picked identity signed in; the shop's server exchanges `code`.
 * @fires {CustomEvent<{ message: string, code?: string }>} auth-error - With `app-id`: the host refused the picked identity.
 * @fires {CustomEvent<{ source: 'onetap' }>} auth-expand - 'Use another account': the sheet closes and the floater expands.
 * @fires {CustomEvent<{}>} auth-dismiss - The sheet was closed (cross, backdrop or Escape).
 *
 * @csspart modal - The full-screen layer.
 * @csspart backdrop - The blurred backdrop.
 * @csspart onetap - The sheet.
 * @csspart accounts - The scrolling list.
 * @csspart account - One account row ('Use another account' also has the part `another`).
 * @csspart close-button - The cross.
 *
 * @cssprop [--sesame-bg=#ffffff] - Sheet background (dark theme: #17191e).
 * @cssprop [--sesame-surface=#f4f5f7] - Icon circles.
 * @cssprop [--sesame-text=#1d2128] - Text colour.
 * @cssprop [--sesame-font=system-ui] - Font family.
 */
export class AuthOnetapElement extends ReactOnetapElement {
  /** The merchant's app id (attribute `app-id`). */
  declare appId: string | undefined;
  /** Language of the texts (attribute `locale`). */
  declare locale: string | undefined;
  /** `light` or `dark` (attribute `theme`). */
  declare theme: string | undefined;
  /** Name after 'Sign in to' (attribute `merchant-name`). */
  declare merchantName: string | undefined;
  /** The accounts (attribute `accounts`, JSON). */
  declare accounts: { mobile?: IdentityItem[]; email?: IdentityItem[] } | undefined;
}

if (!customElements.get('auth-onetap')) customElements.define('auth-onetap', AuthOnetapElement);

declare global {
  interface HTMLElementTagNameMap {
    'auth-onetap': AuthOnetapElement;
  }
}
