// Generated from custom-elements.json by types/writeElementTypes.ts: do not edit.
// Svelte 5: attributes, and `onauth-signin={…}` event attributes.
import type { HTMLAttributes } from 'svelte/elements';
import type { AuthAnnouncementElementProps, AuthFloaterElementProps, AuthLoginPageElementProps, AuthOnetapElementProps, AuthPasskeyPromptElementProps } from './props';

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'auth-announcement': HTMLAttributes<HTMLElement> & AuthAnnouncementElementProps;
    'auth-floater': HTMLAttributes<HTMLElement> & AuthFloaterElementProps;
    'auth-login-page': HTMLAttributes<HTMLElement> & AuthLoginPageElementProps;
    'auth-onetap': HTMLAttributes<HTMLElement> & AuthOnetapElementProps;
    'auth-passkey-prompt': HTMLAttributes<HTMLElement> & AuthPasskeyPromptElementProps;
  }
}
