import { createElement } from 'react';
import { PasskeyDialog } from '../widgets/PasskeyDialog';
import { DISMISS_EVENT, emit, PASSKEY_CREATE_EVENT } from './events';

export interface AuthPasskeyPromptProps {
  container?: HTMLElement;
  locale?: string;
  theme?: string;
}

/** `<auth-passkey-prompt>`'s dialog and the events it sends: a lazy chunk with the dialog (elements/authPasskeyPrompt.ts). */
export function AuthPasskeyPromptView({ container, locale, theme }: AuthPasskeyPromptProps) {
  return createElement(PasskeyDialog, {
    locale,
    theme,
    onCreate: () => emit(container, PASSKEY_CREATE_EVENT, {}),
    onLater: () => emit(container, DISMISS_EVENT, {}),
  });
}
