/** One user message out of a Cloud API webhook delivery. */
export interface WebhookMessage {
  id: string;
  from: string;
  text: string;
  phoneNumberId: string | undefined;
}

const MAX_MESSAGES = 100;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const DIGITS = /^[0-9]{6,20}$/;
const MESSAGE_ID = /^[A-Za-z0-9._=:+/-]{1,256}$/;

/**
 * The messages of a WhatsApp Cloud API webhook body (`entry[].changes[].value.messages[]`,
 * field `messages`). Text messages and quick-reply buttons carry text; delivery statuses and
 * other kinds are skipped. Undefined when the body is not a webhook delivery at all.
 */
export function readWebhookPayload(body: unknown): WebhookMessage[] | undefined {
  if (!isObject(body) || !Array.isArray(body.entry)) return undefined;
  const out: WebhookMessage[] = [];
  for (const entry of body.entry) {
    if (!isObject(entry) || !Array.isArray(entry.changes)) return undefined;
    for (const change of entry.changes) {
      if (!isObject(change) || !isObject(change.value)) return undefined;
      if (change.field !== 'messages' || !Array.isArray(change.value.messages)) continue;
      const metadata = isObject(change.value.metadata) ? change.value.metadata : {};
      const phoneNumberId =
        typeof metadata.phone_number_id === 'string' ? metadata.phone_number_id : undefined;
      for (const message of change.value.messages) {
        if (!isObject(message)) return undefined;
        const { id, from } = message;
        if (typeof id !== 'string' || !MESSAGE_ID.test(id)) return undefined;
        if (typeof from !== 'string' || !DIGITS.test(from)) return undefined;
        const text = textOf(message);
        if (text !== undefined) out.push({ id, from, text: text.slice(0, 4096), phoneNumberId });
        if (out.length > MAX_MESSAGES) return undefined;
      }
    }
  }
  return out;
}

function textOf(message: Record<string, unknown>): string | undefined {
  if (message.type === 'text' && isObject(message.text) && typeof message.text.body === 'string')
    return message.text.body;
  if (message.type === 'button' && isObject(message.button) && typeof message.button.text === 'string')
    return message.button.text;
  return undefined;
}
