// Generated from custom-elements.json by types/writeElementTypes.ts: do not edit.
// Vue 3: attributes as props; events as emits, so `@auth-signin="…"` gets the event's type
// (vue.config: isCustomElement = tag.startsWith('auth-')).
import type { ComponentOptionsMixin, DefineComponent } from 'vue';
import type { AuthAnnouncementElementProps, AuthFloaterElementProps, AuthLoginPageElementProps, AuthOnetapElementProps, AuthPasskeyPromptElementProps } from './props';

declare module 'vue' {
  interface GlobalComponents {
    'auth-announcement': DefineComponent<
      Omit<AuthAnnouncementElementProps, 'onauth-expand'>,
      {}, {}, {}, {}, ComponentOptionsMixin, ComponentOptionsMixin,
      { 'auth-expand': (event: CustomEvent<{ source: 'announcement' }>) => void }
    >;
    'auth-floater': DefineComponent<
      Omit<AuthFloaterElementProps, 'onauth-signin' | 'onauth-expand' | 'onauth-collapse' | 'onauth-dismiss' | 'onauth-redirect' | 'onauth-error'>,
      {}, {}, {}, {}, ComponentOptionsMixin, ComponentOptionsMixin,
      { 'auth-signin': (event: CustomEvent<{ token: string, user: Record<string, unknown>, code: string, waitUntil: (work: Promise<unknown>) => void }>) => void; 'auth-expand': (event: CustomEvent<{ source: 'collapsed' | 'announcement' | 'api' }>) => void; 'auth-collapse': (event: CustomEvent<{ reason: 'dismiss' | 'api' }>) => void; 'auth-dismiss': (event: CustomEvent<{ hideCount: number, hiddenUntil: number }>) => void; 'auth-redirect': (event: CustomEvent<{ url?: string, apps?: unknown[] }>) => void; 'auth-error': (event: CustomEvent<{ message: string }>) => void }
    >;
    'auth-login-page': DefineComponent<
      Omit<AuthLoginPageElementProps, 'onauth-signin' | 'onauth-redirect' | 'onauth-error'>,
      {}, {}, {}, {}, ComponentOptionsMixin, ComponentOptionsMixin,
      { 'auth-signin': (event: CustomEvent<{ token: string, user: Record<string, unknown>, code: string, waitUntil: (work: Promise<unknown>) => void }>) => void; 'auth-redirect': (event: CustomEvent<{ url?: string, apps?: unknown[] }>) => void; 'auth-error': (event: CustomEvent<{ message: string }>) => void }
    >;
    'auth-onetap': DefineComponent<
      Omit<AuthOnetapElementProps, 'onauth-onetap-pick' | 'onauth-signin' | 'onauth-error' | 'onauth-expand' | 'onauth-dismiss'>,
      {}, {}, {}, {}, ComponentOptionsMixin, ComponentOptionsMixin,
      { 'auth-onetap-pick': (event: CustomEvent<{ fireIntent: boolean, value: string, id: string, verifiedName: string, uiId: string, channelDetails: Record<string, unknown>, identityId?: number }>) => void; 'auth-signin': (event: CustomEvent<{ token: string, user: Record<string, unknown>, code: string, waitUntil: (work: Promise<unknown>) => void }>) => void; 'auth-error': (event: CustomEvent<{ message: string, code?: string }>) => void; 'auth-expand': (event: CustomEvent<{ source: 'onetap' }>) => void; 'auth-dismiss': (event: CustomEvent<{}>) => void }
    >;
    'auth-passkey-prompt': DefineComponent<
      Omit<AuthPasskeyPromptElementProps, 'onauth-passkey-create' | 'onauth-dismiss'>,
      {}, {}, {}, {}, ComponentOptionsMixin, ComponentOptionsMixin,
      { 'auth-passkey-create': (event: CustomEvent<{}>) => void; 'auth-dismiss': (event: CustomEvent<{}>) => void }
    >;
  }
}
