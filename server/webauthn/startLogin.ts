import { type PasskeyRequestOptions, WEBAUTHN_CEREMONY_TIMEOUT_MS } from '../../contract/webauthn';
import type { App } from '../apps/App';
import type { Services } from '../Services';
import { issueChallenge } from './issueChallenge';
import { requirePasskeysEnabled } from './passkeyPolicy';
import { webauthnLibrary } from './webauthnLibrary';

/**
 * spec §7 `login/start`: request options for a discoverable passkey (no allowCredentials, so
 * nobody learns which accounts exist, and autofill can offer every passkey of the site).
 */
export async function startLogin(
  services: Services,
  input: { app: App; state: string; origin: string; rpId: string },
): Promise<PasskeyRequestOptions> {
  requirePasskeysEnabled(input.app);
  const challenge = await issueChallenge(services, {
    app: input.app,
    state: input.state,
    purpose: 'login',
    userId: null,
    origin: input.origin,
    rpId: input.rpId,
  });
  const { generateAuthenticationOptions } = await webauthnLibrary();
  return generateAuthenticationOptions({
    rpID: input.rpId,
    challenge: new Uint8Array(Buffer.from(challenge, 'base64url')),
    timeout: WEBAUTHN_CEREMONY_TIMEOUT_MS,
    userVerification: 'required',
  });
}
