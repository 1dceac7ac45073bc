import { postToTwilio } from './postToTwilio';

export interface TwilioAccount {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
}

/**
 * SMS over Twilio's Messages API: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`,
 * form-encoded `To`, `From`, `Body` and `StatusCallback` (where Twilio posts the MessageStatus),
 * HTTP Basic auth with the account SID and auth token. Returns the message SID.
 */
export async function sendTwilioSms(
  account: TwilioAccount,
  message: { to: string; body: string; statusCallback: string },
  signal: AbortSignal,
): Promise<string | undefined> {
  const body = new URLSearchParams({
    To: message.to,
    From: account.from,
    Body: message.body,
    StatusCallback: message.statusCallback,
  });
  return postToTwilio(account, 'Messages', body, signal);
}
