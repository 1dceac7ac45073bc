import {
  TRUECALLER_INVOKED,
  TRUECALLER_REJECTED,
  type TruecallerCallback,
} from '../../../contract/truecaller';
import { sendWithRetry } from '../../delivery/sendWithRetry';
import {
  allowedProfileEndpoint,
  fetchTruecallerProfile,
  type TruecallerProfile,
} from '../../delivery/TruecallerProfile';
import { SesameError } from '../../errors/SesameError';
import type { Services } from '../../Services';
import { completeTransaction } from '../../signin/completeTransaction';
import { emitEvent } from '../../webhooks/emitEvent';
import { parsePhone } from '../phone/parsePhone';
import { TRUECALLER_NONCE_PURPOSE } from './startTruecallerIntent';
import { truecallerSettings } from './truecallerSettings';

/** How Truecaller's callback ended: the number verified, the person said no, or the sheet opened. */
export type TruecallerOutcome = 'verified' | 'rejected' | 'invoked';

/**
 * Truecaller's callback (docs/channels.md "Truecaller"): the `requestId` is the nonce of a
 * pending TRUE_CALLER_SSO sign-in, unexpired. `flow_invoked` changes nothing; anything else
 * spends the nonce (a replay finds nothing). `user_rejected` fails the sign-in; a token comes
 * with its profile endpoint, fetched only on Truecaller's origins (never an arbitrary URL), and
 * the profile's number completes the sign-in for that phone (its name and email fill the
 * user's blanks; an existing user's filled fields are `user.updated`). Every other end fails it, so the
 * widget, following the status, moves on at once.
 */
export async function finishTruecaller(
  services: Services,
  callback: TruecallerCallback,
  warn: (error: unknown) => void,
): Promise<TruecallerOutcome> {
  const now = services.clock.now();
  const tx = await services.transactions.findAnyByLookup(
    services.hasher.hash(TRUECALLER_NONCE_PURPOSE, callback.requestId),
  );
  if (tx?.channel !== 'TRUE_CALLER_SSO' || tx.status !== 'PENDING' || tx.expires_at <= now)
    throw new SesameError('transaction_not_found');
  if (callback.status === TRUECALLER_INVOKED && !callback.accessToken) return 'invoked';
  if (!(await services.transactions.claimLookup(tx.id))) throw new SesameError('transaction_not_found');
  const fail = async () => {
    if (await services.transactions.fail(tx.id)) services.statusBus.publish(tx.id);
  };
  if (callback.status === TRUECALLER_REJECTED) {
    await fail();
    return 'rejected';
  }
  const { account } = truecallerSettings(services);
  const endpoint = allowedProfileEndpoint(callback.endpoint ?? '', account?.profileOrigins ?? []);
  const accessToken = callback.accessToken;
  if (!account || !endpoint || !accessToken) {
    await fail();
    throw new SesameError('invalid_request', {
      details: endpoint
        ? { accessToken: 'An access token is required.' }
        : { endpoint: 'Not a Truecaller profile endpoint.' },
    });
  }
  let phone: string | undefined;
  let profile: TruecallerProfile | undefined;
  try {
    profile = await sendWithRetry((signal) => fetchTruecallerProfile(endpoint, accessToken, signal));
    phone = parsePhone(profile.phoneNumber)?.e164;
  } catch (error) {
    warn(error);
  }
  if (!phone || !(await services.transactions.bindIdentity(tx.id, 'MOBILE', phone, now))) {
    await fail();
    throw new SesameError('delivery_failed', { message: 'Truecaller did not share a verified number.' });
  }
  // The name (and email) the person keeps on Truecaller fill a new user's blanks.
  const user = await services.users.signInVerified(tx.app_id, 'MOBILE', phone, now);
  const changed = await services.users.fillProfile(user.uid, { name: profile?.name, email: profile?.email });
  // A user this sign-in created is announced whole by `user.created` (server/webhooks/emitSignIn).
  if (changed.length && Date.parse(user.createdAt) < Number(tx.created_at))
    await emitEvent(services, tx.app_id, 'user.updated', {
      user: await services.users.get(user.uid),
      changed,
    });
  await completeTransaction(services, { ...tx, identity_type: 'MOBILE', identity: phone }, 'truecaller');
  return 'verified';
}
