import type { App } from '../apps/App';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { redeemableCode } from './redeemableCode';
import { STATE_PURPOSE } from './transactionFor';

/**
 * spec §7 getRedirectUri: the merchant's login URI with the code appended. A requested
 * redirect URI must equal one the app registered, character for character (docs/security.md:
 * no open redirect); otherwise the app's login URI is used.
 */
export async function redirectUriFor(
  services: Services,
  input: { app: App; state: string; code: string; requested: string | undefined },
): Promise<string> {
  const tx = await redeemableCode(services, input.app.id, input.code);
  if (!services.hasher.matches(STATE_PURPOSE, input.state, tx.state_hash))
    throw new SesameError('code_invalid');
  let base = input.app.loginUri;
  if (input.requested !== undefined) {
    if (!input.app.redirectUris.includes(input.requested) && input.requested !== input.app.loginUri) {
      throw new SesameError('invalid_request', {
        details: { redirectURI: 'This redirect URI is not registered.' },
      });
    }
    base = input.requested;
  }
  if (!base) throw new SesameError('invalid_request', { message: 'This app has no login URI configured.' });
  const url = new URL(base);
  url.searchParams.set('code', input.code);
  return url.toString();
}
