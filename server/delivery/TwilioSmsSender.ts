import { providerFetch } from './ProviderError';

export interface TwilioAccount {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
}

/**
 * SMS over Twilio's Messages API: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`,
 * form-encoded `To`, `From`, `Body`, HTTP Basic auth with the account SID and auth token.
 * Returns the message SID.
 */
export async function sendTwilioSms(
  account: TwilioAccount,
  message: { to: string; body: string },
  signal: AbortSignal,
): Promise<string | undefined> {
  const url = `${account.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64');
  const answer = (await providerFetch(url, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${auth}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    },
    body: new URLSearchParams({ To: message.to, From: account.from, Body: message.body }).toString(),
    signal,
  })) as { sid?: unknown };
  return typeof answer.sid === 'string' ? answer.sid : undefined;
}
