import type { HeadlessAuthType, InitiateResponse } from '../../contract/headless';
import type { IntentResponse } from '../../contract/wire';

/** Channels whose message carries a sign-in link (server/signin/startEmailIntent.ts, smsDriver). */
const LINK_CHANNELS: readonly string[] = ['OTP_LINK', 'MAGIC_LINK'];

/** What the user received: a code, a link, both, a provider's page or silent authentication. */
function authTypeOf(intent: IntentResponse, oauth: boolean): HeadlessAuthType {
  if (intent.channel === 'SILENT_AUTH') return 'SILENT_AUTH';
  if (oauth) return 'OAUTH';
  const code = intent.otpLength !== undefined;
  const link =
    LINK_CHANNELS.includes(intent.channel) ||
    (intent.channel === 'EMAIL_LOGIN' && intent.communicationMode === 'EMAIL');
  if (code && link) return 'OTP_AND_MAGICLINK';
  return link ? 'MAGICLINK' : 'OTP';
}

/** spec §3 INITIATE {requestID, deliveryChannel list, authType, optional destinationUri}, from the host's intent. */
export function initiateResponse(intent: IntentResponse, oauth: boolean): InitiateResponse {
  const response: InitiateResponse = {
    requestID: intent.asId,
    deliveryChannel: [oauth ? intent.channel : intent.communicationMode],
    authType: authTypeOf(intent, oauth),
  };
  if (intent.destinationUri) response.destinationUri = intent.destinationUri;
  if (intent.intent) response.intent = intent.intent;
  if (intent.matchCode) response.matchCode = intent.matchCode;
  return response;
}
