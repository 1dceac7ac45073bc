import type { PasskeyList } from '../../contract/webauthn';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import type { SignedIn } from './signedInUser';
import { toPasskeySummary } from './toPasskeySummary';

/** The signed-in user's passkeys for the app of their token. */
export async function listPasskeys(services: Services, signedIn: SignedIn): Promise<PasskeyList> {
  const rows = await services.passkeys.credentialsOf(signedIn.appId, signedIn.user.uid);
  return { credentials: rows.map(toPasskeySummary) };
}

/** Removes one of the signed-in user's passkeys; anyone else's reads as not found. */
export async function removePasskey(services: Services, signedIn: SignedIn, id: string): Promise<void> {
  const removed = await services.passkeys.removeCredential(signedIn.appId, signedIn.user.uid, id);
  if (!removed) throw new SesameError('not_found');
  // The browser that created it may offer to create one again (merchant config `isWebauthnRegistered`).
  services.browserFacts.changed('every');
}
