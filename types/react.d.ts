// Generated from custom-elements.json by types/writeElementTypes.ts: do not edit.
// React 19 sets attributes and listens to `on<event-name>` props on custom elements.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { AuthAnnouncementElementProps, AuthFloaterElementProps, AuthLoginPageElementProps, AuthOnetapElementProps, AuthPasskeyPromptElementProps } from './props';

type Base = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'auth-announcement': Base & AuthAnnouncementElementProps;
      'auth-floater': Base & AuthFloaterElementProps;
      'auth-login-page': Base & AuthLoginPageElementProps;
      'auth-onetap': Base & AuthOnetapElementProps;
      'auth-passkey-prompt': Base & AuthPasskeyPromptElementProps;
    }
  }
}
