import { API_ERRORS } from '../../contract/errors';
import {
  PASSKEY_STORAGE_KEY,
  type PasskeyAssertion,
  type PasskeyRegistration,
} from '../../contract/webauthn';
import type { ApiClient } from '../../services/api/apiClient';
import type { KeyValueStorage } from '../../services/storage/keyValueStorage';
import { passkeyFailure } from '../../services/webauthn/passkeyFailure';
import { isWebAuthnTriggerEnabled, type WebAuthnContext } from '../../services/webauthn/webAuthnTrigger';
import { configAtom } from '../atoms/flowAtoms';
import { type PasskeyActions, passkeyUiAtom } from '../atoms/passkeyAtoms';
import type { SesameStore } from '../atoms/store';
import { shouldOfferPasskey } from '../rules/passkeyOffer';

/** The browser's side of passkeys, behind one interface (services/webauthn; tests pass fakes). */
export interface PasskeyEnvironment {
  context: WebAuthnContext;
  supportsPasskeys(): boolean;
  platformAuthenticator(): Promise<boolean>;
  conditionalMediation(): Promise<boolean>;
  create(options: unknown): Promise<PasskeyRegistration>;
  get(options: unknown, autofill: boolean): Promise<PasskeyAssertion>;
  cancel(): Promise<void>;
  /** Shows the 'Create a passkey' prompt and resolves with the user's answer. */
  prompt(): Promise<'create' | 'dismiss'>;
  storage: KeyValueStorage;
}

export type PasskeyApi = Pick<
  ApiClient,
  'passkeyRegistrationStart' | 'passkeyRegistrationComplete' | 'passkeyLoginStart' | 'passkeyLoginComplete'
>;

export interface PasskeyFlowOptions {
  api: PasskeyApi;
  store: SesameStore;
  appId: string;
  env: PasskeyEnvironment;
  /** A passkey sign-in's one-time code goes through the usual verify-code step (spec §7). */
  onCode(code: string, asId: string): void;
  /** A failure worth telling the user (the error toast). Cancelled ceremonies are not. */
  onError(message: string): void;
}

export interface PasskeyFlow extends PasskeyActions {
  /** After a successful sign-in: offers to create a passkey when spec §2 says so. */
  afterSignIn(signedIn: { token: string }): Promise<void>;
  /** Recomputes whether "Sign in with a passkey" is offered (after the configuration loads). */
  refresh(): void;
  dispose(): void;
}

const PASSKEY_FAILED = API_ERRORS.passkey_failed.message;

/**
 * Runs passkeys for the widget: the creation prompt after a sign-in, "Sign in with a passkey",
 * and passkey autofill in the identifier field (docs/architecture.md §6: passkey sign-in is on).
 */
export function createPasskeyFlow({
  api,
  store,
  appId,
  env,
  onCode,
  onError,
}: PasskeyFlowOptions): PasskeyFlow {
  const deviceKey = `${PASSKEY_STORAGE_KEY}.${appId}`;
  let lastSignInByPasskey = false;
  let autofill = false;
  let disposed = false;

  const setBusy = (busy: boolean) => store.set(passkeyUiAtom, { ...store.get(passkeyUiAtom), busy });
  const merchant = () => store.get(configAtom)?.merchant;
  const enabled = () =>
    isWebAuthnTriggerEnabled(env.context) &&
    env.supportsPasskeys() &&
    (merchant()?.config.isWebauthnEnabled ?? false);

  /** login/start → the browser's passkey → login/complete → the code, or nothing when cancelled. */
  async function signInWith(useAutofill: boolean): Promise<void> {
    const start = await api.passkeyLoginStart();
    if (disposed) return;
    if (!start.ok) return useAutofill ? undefined : onError(start.message);
    let assertion: PasskeyAssertion;
    try {
      assertion = await env.get(start.data, useAutofill);
    } catch (error) {
      const failure = passkeyFailure(error);
      if (failure === 'cancelled' || failure === 'unsupported' || useAutofill) return;
      return onError(PASSKEY_FAILED);
    }
    if (!useAutofill) setBusy(true);
    const done = await api.passkeyLoginComplete(assertion);
    setBusy(false);
    if (disposed) return;
    if (!done.ok) return onError(done.message);
    lastSignInByPasskey = true;
    onCode(done.data.code, done.data.asId);
  }

  async function register(token: string): Promise<void> {
    const start = await api.passkeyRegistrationStart(token);
    if (disposed) return;
    if (!start.ok) return onError(start.message);
    let result: PasskeyRegistration;
    try {
      result = await env.create(start.data);
    } catch (error) {
      const failure = passkeyFailure(error);
      // An authenticator that holds a passkey of this user already: this device has one.
      if (failure === 'exists') env.storage.set(deviceKey, '1');
      if (failure === 'failed') onError(PASSKEY_FAILED);
      return;
    }
    const done = await api.passkeyRegistrationComplete(token, result);
    if (disposed) return;
    if (!done.ok) return onError(done.message);
    env.storage.set(deviceKey, '1');
  }

  return {
    refresh() {
      store.set(passkeyUiAtom, { ...store.get(passkeyUiAtom), signInAvailable: enabled() });
    },
    async afterSignIn({ token }) {
      const byPasskey = lastSignInByPasskey;
      lastSignInByPasskey = false;
      const offer = shouldOfferPasskey({
        triggerEnabled: isWebAuthnTriggerEnabled(env.context) && env.supportsPasskeys(),
        webauthnEnabled: merchant()?.config.isWebauthnEnabled ?? false,
        passkeyOnThisDevice:
          (merchant()?.config.isWebauthnRegistered ?? false) || env.storage.get(deviceKey) === '1',
        signedInWithPasskey: byPasskey,
        platformAuthenticator: byPasskey ? false : await env.platformAuthenticator(),
      });
      if (!offer || disposed) return;
      if ((await env.prompt()) === 'create' && !disposed) await register(token);
    },
    signIn() {
      if (!enabled() || store.get(passkeyUiAtom).busy) return;
      // The autofill request waits in the background; a button press replaces it.
      autofill = false;
      void signInWith(false);
    },
    startAutofill() {
      if (autofill || !enabled()) return;
      autofill = true;
      void (async () => {
        if (!(await env.conditionalMediation()) || !autofill || disposed) {
          autofill = false;
          return;
        }
        await signInWith(true);
        autofill = false;
      })();
    },
    stopAutofill() {
      if (!autofill) return;
      autofill = false;
      void env.cancel();
    },
    dispose() {
      disposed = true;
      if (autofill) void env.cancel();
    },
  };
}
