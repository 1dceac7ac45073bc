import type { PasskeyList } from '../../services/contract/webauthn';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { passkeyStore } from './PasskeyStore';
import type { SignedIn } from './signedInUser';
import { toPasskeySummary } from './toPasskeySummary';

/** The signed-in user's passkeys for the app of their token. */
export async function listPasskeys(services: Services, signedIn: SignedIn): Promise<PasskeyList> {
  const rows = await passkeyStore(services).credentialsOf(signedIn.appId, signedIn.user.uid);
  return { credentials: rows.map(toPasskeySummary) };
}

/** Removes one of the signed-in user's passkeys; anyone else's reads as not found. */
export async function removePasskey(services: Services, signedIn: SignedIn, id: string): Promise<void> {
  const removed = await passkeyStore(services).removeCredential(signedIn.appId, signedIn.user.uid, id);
  if (!removed) throw new SesameError('not_found');
}
