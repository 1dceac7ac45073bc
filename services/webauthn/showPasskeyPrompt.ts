import { PASSKEY_PROMPT } from '../../contract/webauthn';

/**
 * Shows `<auth-passkey-prompt>` (spec §2: 'Create a passkey', 'Create Passkey') on the page and
 * resolves with the user's answer; the element closes itself and is then removed.
 */
export function showPasskeyPrompt(options: {
  locale?: string | undefined;
  theme?: string | undefined;
  parent?: HTMLElement;
}): Promise<'create' | 'dismiss'> {
  const parent = options.parent ?? document.body;
  const element = document.createElement(PASSKEY_PROMPT.tag);
  if (options.locale) element.setAttribute('locale', options.locale);
  if (options.theme) element.setAttribute('theme', options.theme);
  return new Promise((resolve) => {
    const answer = (choice: 'create' | 'dismiss') => () => {
      element.remove();
      resolve(choice);
    };
    element.addEventListener(PASSKEY_PROMPT.createEvent, answer('create'), { once: true });
    element.addEventListener(PASSKEY_PROMPT.dismissEvent, answer('dismiss'), { once: true });
    parent.append(element);
  });
}
