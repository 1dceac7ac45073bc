import r2wc from '@r2wc/react-to-web-component';
import { Provider } from 'jotai/react';
import { createElement, useCallback } from 'react';
import type { SignInDetail } from '../services/contract/wire';
import { sesameStore } from '../state/store';
import { Floater } from '../widgets/Floater';

/** ARCHITECTURE.md §5: the event a successful sign-in dispatches on the element. */
export const SIGN_IN_EVENT = 'auth-signin';

interface AuthFloaterProps {
  /** What r2wc renders into: the element's shadow root. */
  container?: HTMLElement;
  appId?: string;
  locale?: string;
  theme?: string;
}

function AuthFloater({ container, appId, locale, theme }: AuthFloaterProps) {
  const onSignIn = useCallback(
    (detail: SignInDetail) => {
      const host = container instanceof ShadowRoot ? container.host : container;
      host?.dispatchEvent(new CustomEvent(SIGN_IN_EVENT, { detail, bubbles: true, composed: true }));
    },
    [container],
  );
  // Every element renders into the page's one shared store (ARCHITECTURE.md §3).
  return createElement(
    Provider,
    { store: sesameStore },
    createElement(Floater, { appId, locale, theme, onSignIn }),
  );
}

const ReactFloaterElement = r2wc(AuthFloater, {
  shadow: 'open',
  props: { appId: 'string', locale: 'string', theme: 'string' },
});

/**
 * The floating sign-in panel: top right on desktop, a bottom sheet on screens up to 768px wide
 * (spec §2). This first cut signs in with an email code or link.
 *
 * @summary Passwordless sign-in panel.
 * @tag auth-floater
 *
 * @attr {string} app-id - The merchant's app id, as registered with the provider host.
 * @attr {string} locale - Language of the texts: `en` (default), later `id` and `pt`.
 * @attr {'light' | 'dark'} theme - Forces the light or dark theme; without it the page's `prefers-color-scheme` decides.
 *
 * @fires {CustomEvent<{ token: string, user: object, code: string }>} auth-signin - The user signed in. Bubbles and is composed. `detail.token` is an ES256 ID token (aud = the app id), `detail.user` the signed-in user, `detail.code` a one-time code the merchant's server exchanges with `POST /v1/merchant/token`.
 *
 * @csspart panel - The floating panel (bottom sheet on mobile).
 * @csspart header - The header holding the title.
 * @csspart title - 'Sign in to' and the merchant's name.
 * @csspart input - The email and code fields.
 * @csspart button - The primary and resend buttons.
 * @csspart footer - The terms line at the bottom.
 * @csspart toast - The error toast.
 *
 * @cssprop [--sesame-primary=#25d366] - Brand colour of buttons, focus rings and the spinner.
 * @cssprop [--sesame-on-primary=#0b1f10] - Text colour on the brand colour.
 * @cssprop [--sesame-bg=#ffffff] - Panel background (dark theme: #17191e).
 * @cssprop [--sesame-text=#1d2128] - Text colour (dark theme: #e9ebee).
 * @cssprop [--sesame-radius=12px] - Corner radius of the panel.
 * @cssprop [--sesame-font=system-ui] - Font family of the panel.
 */
export class AuthFloaterElement extends ReactFloaterElement {
  /** The merchant's app id (attribute `app-id`). */
  declare appId: string | undefined;
  /** Language of the texts (attribute `locale`). */
  declare locale: string | undefined;
  /** `light` or `dark` (attribute `theme`). */
  declare theme: string | undefined;
}

// A page that loads the bundle twice keeps the first definition.
if (!customElements.get('auth-floater')) customElements.define('auth-floater', AuthFloaterElement);

declare global {
  interface HTMLElementTagNameMap {
    'auth-floater': AuthFloaterElement;
  }
}
