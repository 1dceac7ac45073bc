import { providerFetch } from './ProviderError';
import type { TwilioAccount } from './TwilioSmsSender';

/**
 * One call to Twilio's REST API: `POST /2010-04-01/Accounts/{AccountSid}/{resource}.json`,
 * form-encoded, HTTP Basic auth with the account SID and auth token. Returns the SID Twilio
 * gave what it made (a message, a call), if it named one.
 */
export async function postToTwilio(
  account: TwilioAccount,
  resource: 'Messages' | 'Calls',
  body: URLSearchParams,
  signal: AbortSignal,
): Promise<string | undefined> {
  const url = `${account.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}/${resource}.json`;
  const auth = Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64');
  const answer = (await providerFetch(url, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${auth}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    },
    body: body.toString(),
    signal,
  })) as { sid?: unknown };
  return typeof answer.sid === 'string' && answer.sid ? answer.sid : undefined;
}
