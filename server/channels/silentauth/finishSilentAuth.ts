import { exchangeCamaraCode, verifyDevicePhoneNumber } from '../../delivery/CamaraNumberVerification';
import { sendWithRetry } from '../../delivery/sendWithRetry';
import type { Services } from '../../Services';
import { completeTransaction } from '../../signin/completeTransaction';
import { silentAuthSettings } from './silentAuthSettings';
import { SILENT_AUTH_STATE_PURPOSE, silentAuthRedirectUri } from './startSilentAuthIntent';

/** How the operator's redirect ended: the SIM has the number, has another, or nothing could be checked. */
export type SilentAuthOutcome = 'verified' | 'mismatch' | 'failed';

/**
 * The operator's redirect (spec §7 silent-auth-verify), legs 2 and 3 of CAMARA's flow: the OAuth
 * `state` finds the pending sign-in and is spent (single use, unexpired); the code becomes an
 * access token; Number Verification says whether the device's SIM has the typed number. A
 * match completes the sign-in for that number; anything else fails it, so the widget, following
 * the status, falls back to the next channel at once rather than at the timeout.
 */
export async function finishSilentAuth(
  services: Services,
  query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
  /** Where an operator failure is logged (the request's logger). */
  warn: (error: unknown) => void,
): Promise<SilentAuthOutcome> {
  if (!query.state) return 'failed';
  const now = services.clock.now();
  const tx = await services.transactions.findAnyByLookup(
    services.hasher.hash(SILENT_AUTH_STATE_PURPOSE, query.state),
  );
  if (tx?.channel !== 'SILENT_AUTH' || tx.status !== 'PENDING' || tx.expires_at <= now) return 'failed';
  if (!(await services.transactions.claimLookup(tx.id))) return 'failed';
  const fail = async (outcome: SilentAuthOutcome) => {
    if (await services.transactions.fail(tx.id)) services.statusBus.publish(tx.id);
    return outcome;
  };
  const { account } = silentAuthSettings(services);
  const code = query.code;
  if (query.error || !code || !account) return fail('failed');
  let verified: boolean;
  try {
    const redirectUri = silentAuthRedirectUri(services.issuer);
    const accessToken = await sendWithRetry((signal) =>
      exchangeCamaraCode(account, { code, redirectUri }, signal),
    );
    const correlator = services.random.token(12);
    verified = await sendWithRetry((signal) =>
      verifyDevicePhoneNumber(account, { accessToken, phoneNumber: tx.identity, correlator }, signal),
    );
  } catch (error) {
    warn(error);
    return fail('failed');
  }
  if (!verified) return fail('mismatch');
  await completeTransaction(services, tx, 'silent_auth');
  return 'verified';
}
