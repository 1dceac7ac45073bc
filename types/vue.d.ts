// Generated from custom-elements.json by types/writeElementTypes.ts: do not edit.
// Vue 3: attributes as props; listen with `@auth-signin` (vue.config: isCustomElement = tag.startsWith('auth-')).
import type { DefineComponent } from 'vue';
import type { AuthAnnouncementElementProps, AuthFloaterElementProps, AuthLoginPageElementProps, AuthOnetapElementProps, AuthPasskeyPromptElementProps } from './props';

declare module 'vue' {
  interface GlobalComponents {
    'auth-announcement': DefineComponent<AuthAnnouncementElementProps>;
    'auth-floater': DefineComponent<AuthFloaterElementProps>;
    'auth-login-page': DefineComponent<AuthLoginPageElementProps>;
    'auth-onetap': DefineComponent<AuthOnetapElementProps>;
    'auth-passkey-prompt': DefineComponent<AuthPasskeyPromptElementProps>;
  }
}
