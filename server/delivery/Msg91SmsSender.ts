import { ProviderError, providerFetch } from './ProviderError';

export interface Msg91Account {
  /** `https://control.msg91.com` unless a test points it elsewhere. */
  apiUrl: string;
  authKey: string;
  /** The DLT-registered flow template; its `##content##` (and `##otp##`) variables get the text. */
  templateId: string;
  /** Sender id, when the flow takes it from the API ("FromAPI"). */
  sender: string | undefined;
}

/**
 * SMS over MSG91's Flow API (India): `POST /api/v5/flow`, header `authkey`, JSON with the
 * template id and one recipient (`mobiles`: digits with the country code, no "+") whose
 * variables fill the template: `content` the whole text, `otp` the code. Returns MSG91's
 * request id (`message` of a `type: "success"` answer).
 */
export async function sendMsg91Sms(
  account: Msg91Account,
  message: { to: string; body: string; code?: string | undefined },
  signal: AbortSignal,
): Promise<string | undefined> {
  const recipient: Record<string, string> = { mobiles: message.to.replace(/\D/g, ''), content: message.body };
  if (message.code) recipient.otp = message.code;
  const body: Record<string, unknown> = {
    template_id: account.templateId,
    short_url: '0',
    recipients: [recipient],
  };
  if (account.sender) body.sender = account.sender;
  const answer = (await providerFetch(`${account.apiUrl}/api/v5/flow`, {
    method: 'POST',
    headers: { authkey: account.authKey, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    signal,
  })) as { type?: unknown; message?: unknown };
  // MSG91 can refuse with a 200 and `type: "error"` (bad template, DLT mismatch): final.
  if (answer.type === 'error') throw new ProviderError('provider refused the message', false, 200);
  return typeof answer.message === 'string' ? answer.message : undefined;
}
