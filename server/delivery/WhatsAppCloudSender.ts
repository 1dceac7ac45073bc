import { providerFetch } from './ProviderError';
import type { WhatsAppPayload } from './whatsappMessages';

export interface WhatsAppCloudAccount {
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
}

/** WhatsApp Cloud API: `POST {apiUrl}/{phone-number-id}/messages` with a Bearer token. Returns the wamid. */
export async function sendWhatsAppCloud(
  account: WhatsAppCloudAccount,
  payload: WhatsAppPayload,
  signal: AbortSignal,
): Promise<string | undefined> {
  const answer = (await providerFetch(
    `${account.apiUrl}/${encodeURIComponent(account.phoneNumberId)}/messages`,
    {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${account.accessToken}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(payload),
      signal,
    },
  )) as { messages?: { id?: unknown }[] };
  const id = answer.messages?.[0]?.id;
  return typeof id === 'string' ? id : undefined;
}
