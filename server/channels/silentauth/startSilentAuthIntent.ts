import { SILENT_AUTH_API, SILENT_AUTH_FLOW_TTL_MS } from '../../../contract/silentAuth';
import type { IntentResponse } from '../../../contract/wire';
import { camaraAuthorizationUrl } from '../../delivery/CamaraNumberVerification';
import { SesameError } from '../../errors/SesameError';
import { createPendingSignIn } from '../../signin/createPendingSignIn';
import type { IntentContext } from '../ChannelDriver';
import { parsePhone } from '../phone/parsePhone';
import { silentAuthSettings } from './silentAuthSettings';

/** The HMAC purpose of the OAuth `state` sent to the operator. */
export const SILENT_AUTH_STATE_PURPOSE = 'silent-auth-state';

/** The redirect URI registered at the operator: exactly this, for every app of the host. */
export function silentAuthRedirectUri(issuer: string): string {
  return `${issuer}${SILENT_AUTH_API.verify}`;
}

/**
 * SILENT_AUTH (spec §3, §4 "Headless flow"): a pending sign-in for the typed number and the
 * operator's authorization URL as the intent (also `snaIntent`). The phone opens it over mobile
 * data (a hidden window, or the app through bridge call 42); the operator redirects to
 * silent-auth-verify, which asks Number Verification whether the device's SIM has the number.
 * The OAuth `state` is 128 bits, stored as an HMAC, single use, and lives 2 minutes.
 */
export async function startSilentAuthIntent(context: IntentContext): Promise<IntentResponse> {
  const { services, app, state, body } = context;
  const { account } = silentAuthSettings(services);
  if (!account) throw new SesameError('channel_not_configured');
  const phone = body.mobile === undefined ? undefined : parsePhone(body.mobile);
  if (!phone)
    throw new SesameError('invalid_request', { details: { mobile: 'Please enter the valid mobile' } });
  const now = services.clock.now();
  const token = services.random.token(16);
  const asId = await createPendingSignIn(services, { appId: app.id, state, now }, () => ({
    channel: 'SILENT_AUTH',
    identityType: 'MOBILE',
    identity: phone.e164,
    lookupHash: services.hasher.hash(SILENT_AUTH_STATE_PURPOSE, token),
    expiresAt: now + SILENT_AUTH_FLOW_TTL_MS,
  }));
  const intent = camaraAuthorizationUrl(account, {
    redirectUri: silentAuthRedirectUri(services.issuer),
    state: token,
    phoneNumber: phone.e164,
  });
  return {
    channel: 'SILENT_AUTH',
    intent,
    snaIntent: intent,
    asId,
    communicationMode: 'SILENT_AUTH',
    resendAfter: 0,
  };
}
