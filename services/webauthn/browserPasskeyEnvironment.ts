import { type KeyValueStorage, prefixedLocalStorage } from '../storage/keyValueStorage';
import { cancelPasskeyCeremony, createPasskey, getPasskey } from './passkeyCeremonies';
import {
  browserSupportsPasskeys,
  conditionalMediationAvailable,
  platformAuthenticatorAvailable,
} from './passkeySupport';
import { showPasskeyPrompt } from './showPasskeyPrompt';
import type { WebAuthnContext } from './webAuthnTrigger';

/** This browser's passkeys: the platform's WebAuthn, the prompt element and local storage. */
export function browserPasskeyEnvironment(options: {
  context: WebAuthnContext;
  locale?: string | undefined;
  theme?: string | undefined;
  storage?: KeyValueStorage;
}) {
  return {
    context: options.context,
    supportsPasskeys: browserSupportsPasskeys,
    platformAuthenticator: platformAuthenticatorAvailable,
    conditionalMediation: conditionalMediationAvailable,
    create: createPasskey,
    get: getPasskey,
    cancel: cancelPasskeyCeremony,
    prompt: () => showPasskeyPrompt({ locale: options.locale, theme: options.theme }),
    storage: options.storage ?? prefixedLocalStorage(),
  };
}
