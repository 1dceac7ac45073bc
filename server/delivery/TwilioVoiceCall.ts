import { ProviderError } from './ProviderError';
import { postToTwilio } from './postToTwilio';
import type { TwilioAccount } from './TwilioSmsSender';

/** What one outgoing call asks of Twilio: whom to call, what to say, where to report progress. */
export interface TwilioCallRequest {
  /** E.164, with the "+". */
  to: string;
  /** The TwiML the call runs once answered (at most 4,000 characters). */
  twiml: string;
  /** Where Twilio posts the call's progress (CallStatus). */
  statusCallback: string;
  /** Seconds the phone rings before the call gives up as `no-answer`. */
  ringSeconds: number;
}

/**
 * A call over Twilio's Voice API: `POST /2010-04-01/Accounts/{AccountSid}/Calls.json`,
 * form-encoded `To`, `From`, `Twiml`, `StatusCallback` (with `StatusCallbackMethod` POST and one
 * `StatusCallbackEvent` per event) and `Timeout`, HTTP Basic auth with the account SID and auth
 * token. Returns the call SID (`CA…`).
 */
export async function placeTwilioCall(
  account: TwilioAccount,
  call: TwilioCallRequest,
  signal: AbortSignal,
): Promise<string> {
  const body = new URLSearchParams({
    To: call.to,
    From: account.from,
    Twiml: call.twiml,
    StatusCallback: call.statusCallback,
    StatusCallbackMethod: 'POST',
    Timeout: String(call.ringSeconds),
  });
  for (const event of ['initiated', 'ringing', 'answered', 'completed'])
    body.append('StatusCallbackEvent', event);
  const sid = await postToTwilio(account, 'Calls', body, signal);
  if (!sid) throw new ProviderError('Twilio answered without a call sid', false, 201);
  return sid;
}
