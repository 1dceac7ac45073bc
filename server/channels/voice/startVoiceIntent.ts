import { SEND_MIN_GAP_MS } from '../../../contract/constants';
import {
  VOICE_APPROVAL_TTL_MS,
  VOICE_KEY_WAIT_SECONDS,
  VOICE_MATCH_DIGITS,
  VOICE_PATHS,
  VOICE_RING_SECONDS,
} from '../../../contract/voice';
import type { IntentResponse } from '../../../contract/wire';
import { gatherTwiml } from '../../delivery/TwilioVoiceTwiml';
import { SesameError } from '../../errors/SesameError';
import { createPendingSignIn } from '../../signin/createPendingSignIn';
import { spendSendThrottle } from '../../signin/sendThrottle';
import type { IntentContext } from '../ChannelDriver';
import { checkSmsDestination, spendSmsPrefix } from '../phone/checkSmsDestination';
import { maskPhone, parsePhone } from '../phone/parsePhone';
import { placeVoiceCall } from './placeVoiceCall';
import { voiceSettings } from './voiceSettings';
import { voiceSpeech } from './voiceSpeech';

/** The HMAC purpose of the call token in the webhook URLs Twilio calls back on. */
export const VOICE_CALL_PURPOSE = 'voice-call';

/** Where Twilio posts the key pressed and the call's progress, for one call's token. */
function voiceCallUrls(issuer: string, token: string) {
  return {
    gather: `${issuer}${VOICE_PATHS.gather}/${token}`,
    status: `${issuer}${VOICE_PATHS.status}/${token}`,
  };
}

/**
 * VOICE_APPROVAL: a pending sign-in for the typed number, then a call to it that reads the
 * merchant's name and the number shown on the screen and asks for a key (1 approves, 9 says it
 * was not them). The limits of sends to phones apply (countries, mobile numbers, bursts to one
 * prefix, 60 s between and 5 per 10 minutes per number) before Twilio is called. The token in
 * the callback URLs is 128 bits, stored as an HMAC, spent by the first key that decides, and
 * dies with the sign-in after 3 minutes.
 */
export async function startVoiceIntent(context: IntentContext): Promise<IntentResponse> {
  const { services, app, state, body } = context;
  const { account } = voiceSettings(services, app);
  if (!account) throw new SesameError('channel_not_configured');
  const phone = body.mobile === undefined ? undefined : parsePhone(body.mobile);
  if (!phone)
    throw new SesameError('invalid_phone', { details: { mobile: 'Please enter a valid mobile number.' } });
  await checkSmsDestination(services, app, phone);
  const now = services.clock.now();
  await spendSendThrottle(services, app.id, phone.e164, now);
  await spendSmsPrefix(services, app, phone);

  const token = services.random.token(16);
  const matchCode = services.random.digits(VOICE_MATCH_DIGITS);
  const asId = await createPendingSignIn(services, { appId: app.id, state, now }, () => ({
    channel: 'VOICE_APPROVAL',
    identityType: 'MOBILE',
    identity: phone.e164,
    lookupHash: services.hasher.hash(VOICE_CALL_PURPOSE, token),
    expiresAt: now + VOICE_APPROVAL_TTL_MS,
    locale: context.locale,
  }));
  const urls = voiceCallUrls(services.issuer, token);
  const speech = voiceSpeech(context.locale);
  const twiml = gatherTwiml({
    question: speech.question(app.name, matchCode),
    noKey: speech.noKey(),
    action: urls.gather,
    waitSeconds: VOICE_KEY_WAIT_SECONDS,
  });
  try {
    await placeVoiceCall(services, {
      app,
      account,
      request: { to: phone.e164, twiml, statusCallback: urls.status, ringSeconds: VOICE_RING_SECONDS },
      idempotencyKey: `voice:${asId}`,
      transactionId: asId,
    });
  } catch (error) {
    // No call, no approval: the sign-in ends at once rather than at its expiry.
    await services.transactions.fail(asId);
    throw error;
  }
  return {
    channel: 'VOICE_APPROVAL',
    intent: null,
    asId,
    communicationMode: 'VOICE',
    destinationUri: maskPhone(phone.e164),
    matchCode,
    resendAfter: Math.ceil(SEND_MIN_GAP_MS / 1000),
  };
}
