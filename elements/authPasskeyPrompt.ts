import r2wc from '@r2wc/react-to-web-component';
import { createElement, lazy, Suspense } from 'react';
import { withLaterTexts } from '../widgets/i18n/english';
import type { AuthPasskeyPromptProps } from './AuthPasskeyPromptView';

// Shown after a sign-in at most: its chunk, with the events the dialog sends
// (AuthPasskeyPromptView), loads when the element renders.
const View = lazy(() =>
  withLaterTexts(import('./AuthPasskeyPromptView')).then((m) => ({ default: m.AuthPasskeyPromptView })),
);

function AuthPasskeyPrompt(props: AuthPasskeyPromptProps) {
  return createElement(Suspense, { fallback: null }, createElement(View, props));
}

const ReactPasskeyElement = r2wc(AuthPasskeyPrompt, {
  shadow: 'open',
  props: { locale: 'string', theme: 'string' },
});

/**
 * The passkey creation prompt (spec §2): 'Create a passkey', sign in next time with Face ID,
 * Touch ID or the device passcode, and 'Create Passkey'. A centred dialog on desktop, a bottom
 * sheet on mobile. The page runs the registration when it hears `auth-passkey-create`.
 *
 * @summary Passkey creation prompt.
 * @tag auth-passkey-prompt
 *
 * @attr {string} locale - Language of the texts: one of the twenty of docs/languages.md (`en`, `id`, `pt`, `ar`…); default the browser's, else English.
 * @attr {'light' | 'dark'} theme - Forces the light or dark theme.
 *
 * @fires {CustomEvent<{}>} auth-passkey-create - 'Create Passkey' was pressed; the prompt closes.
 * @fires {CustomEvent<{}>} auth-dismiss - 'Not now', the cross, the backdrop or Escape; the prompt closes.
 *
 * @csspart modal - The full-screen layer.
 * @csspart backdrop - The blurred backdrop.
 * @csspart passkey-modal - The dialog.
 * @csspart passkey - Its content.
 * @csspart button - 'Create Passkey'.
 * @csspart secondary-button - 'Not now'.
 * @csspart close-button - The cross.
 *
 * @cssprop [--sesame-primary=#25d366] - Colour of 'Create Passkey'.
 * @cssprop [--sesame-on-primary=#0b1f10] - Its text colour.
 * @cssprop [--sesame-bg=#ffffff] - Dialog background (dark theme: #17191e).
 * @cssprop [--sesame-text=#1d2128] - Text colour.
 * @cssprop [--sesame-font=system-ui] - Font family.
 */
export class AuthPasskeyPromptElement extends ReactPasskeyElement {
  /** Language of the texts (attribute `locale`). */
  declare locale: string | undefined;
  /** `light` or `dark` (attribute `theme`). */
  declare theme: string | undefined;
}

if (!customElements.get('auth-passkey-prompt'))
  customElements.define('auth-passkey-prompt', AuthPasskeyPromptElement);

declare global {
  interface HTMLElementTagNameMap {
    'auth-passkey-prompt': AuthPasskeyPromptElement;
  }
}
