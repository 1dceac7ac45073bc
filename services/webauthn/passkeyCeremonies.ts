import type { PasskeyAssertion, PasskeyRegistration } from '../../contract/webauthn';

/**
 * The WebAuthn ceremonies, loaded on first use only: the library and the option rules of spec §5
 * are a lazy chunk, off the widget's critical path (docs/architecture.md §3).
 */
const ceremonies = () => import('./runCeremony');

/** Creates a passkey with the options of `registration/start`. */
export async function createPasskey(options: unknown): Promise<PasskeyRegistration> {
  return (await ceremonies()).register(options);
}

/**
 * Asks for a passkey with the options of `login/start`. With `autofill`, the browser offers the
 * passkeys in the identifier field's suggestions (conditional mediation) and waits for a pick.
 */
export async function getPasskey(options: unknown, autofill = false): Promise<PasskeyAssertion> {
  return (await ceremonies()).authenticate(options, autofill);
}

/** Stops a waiting ceremony (the autofill one, when the entry screen goes). */
export async function cancelPasskeyCeremony(): Promise<void> {
  (await ceremonies()).cancel();
}
