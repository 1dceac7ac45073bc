import { createHmac } from 'node:crypto';
import { WHATSAPP_WEBHOOK_PATH } from '../../contract/paths';
import type { ApiClient } from './apiClient';

let counter = 0;

/** A Cloud API webhook body carrying one text message, as Meta sends it. */
export function webhookBody(message: { from: string; text: string; id?: string }): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550001234', phone_number_id: '106540352242922' },
              contacts: [{ profile: { name: 'Kerry Fisher' }, wa_id: message.from }],
              messages: [
                {
                  from: message.from,
                  id: message.id ?? `wamid.test${++counter}${Date.now()}`,
                  timestamp: '1700000000',
                  text: { body: message.text },
                  type: 'text',
                },
              ],
            },
            field: 'messages',
          },
        ],
      },
    ],
  });
}

export function hubSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Posts a raw body to an app's webhook, signed with `secret` unless a signature is given. */
export function postWebhook(
  api: ApiClient,
  body: string,
  options: { secret?: string; signature?: string; appId?: string } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signature = options.signature ?? (options.secret ? hubSignature(options.secret, body) : undefined);
  if (signature) headers['x-hub-signature-256'] = signature;
  return api.request({
    method: 'POST',
    url: `${WHATSAPP_WEBHOOK_PATH}/${options.appId ?? api.appId}`,
    payload: body,
    headers,
  });
}

/** The code in a user-initiated intent's prefilled message. */
export function codeFromIntent(intent: string): string {
  const text = new URL(intent).searchParams.get('text') ?? '';
  const code = /([0-9A-Z]{10})$/.exec(text)?.[1];
  if (!code) throw new Error(`no code in ${intent}`);
  return code;
}
