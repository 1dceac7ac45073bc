import type { ProviderStatus } from '../../../contract/deliveryFallback';

/** One user message out of a Cloud API webhook delivery. */
export interface WebhookMessage {
  id: string;
  from: string;
  text: string;
  phoneNumberId: string | undefined;
}

/** Meta's word on a message the business sent (`value.statuses[]`): sent, delivered, read or failed. */
export interface WebhookStatus {
  /** The message id the send answered with (`wamid.…`). */
  id: string;
  status: ProviderStatus;
  /** Why it failed (`errors[0].title`), when it did. */
  error: string | undefined;
}

/** What a delivery carries: the messages to process, and how many updates were refused. */
export interface WebhookPayload {
  messages: WebhookMessage[];
  statuses: WebhookStatus[];
  /** Malformed entries, changes or messages, and any past WEBHOOK_MAX_MESSAGES: skipped. */
  refused: number;
}

/** Meta batches up to 1,000 updates in one delivery (Graph API webhooks, "Event notifications"). */
const WEBHOOK_MAX_MESSAGES = 1000;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const DIGITS = /^[0-9]{6,20}$/;
const MESSAGE_ID = /^[A-Za-z0-9._=:+/-]{1,256}$/;

/**
 * The messages of a WhatsApp Cloud API webhook body (`entry[].changes[].value.messages[]`,
 * field `messages`), and the delivery statuses of the messages the business sent
 * (`value.statuses[]`). Text messages and quick-reply buttons carry text; other kinds are skipped. What is malformed is refused on its own, never the whole batch
 * (docs/security.md 9). Undefined when the body is not a webhook delivery at all.
 */
export function readWebhookPayload(body: unknown): WebhookPayload | undefined {
  if (!isObject(body) || !Array.isArray(body.entry)) return undefined;
  const payload: WebhookPayload = { messages: [], statuses: [], refused: 0 };
  for (const entry of body.entry) {
    if (!isObject(entry) || !Array.isArray(entry.changes)) {
      payload.refused++;
      continue;
    }
    for (const change of entry.changes) {
      if (!isObject(change) || !isObject(change.value)) {
        payload.refused++;
        continue;
      }
      if (change.field !== 'messages') continue;
      if (Array.isArray(change.value.statuses))
        for (const status of change.value.statuses) readStatus(status, payload);
      if (!Array.isArray(change.value.messages)) continue;
      const metadata = isObject(change.value.metadata) ? change.value.metadata : {};
      const phoneNumberId =
        typeof metadata.phone_number_id === 'string' ? metadata.phone_number_id : undefined;
      for (const message of change.value.messages) readMessage(message, phoneNumberId, payload);
    }
  }
  return payload;
}

function readMessage(message: unknown, phoneNumberId: string | undefined, payload: WebhookPayload): void {
  if (
    !isObject(message) ||
    typeof message.id !== 'string' ||
    !MESSAGE_ID.test(message.id) ||
    typeof message.from !== 'string' ||
    !DIGITS.test(message.from) ||
    payload.messages.length >= WEBHOOK_MAX_MESSAGES
  ) {
    payload.refused++;
    return;
  }
  const text = textOf(message);
  if (text !== undefined)
    payload.messages.push({ id: message.id, from: message.from, text: text.slice(0, 4096), phoneNumberId });
}

function textOf(message: Record<string, unknown>): string | undefined {
  if (message.type === 'text' && isObject(message.text) && typeof message.text.body === 'string')
    return message.text.body;
  if (message.type === 'button' && isObject(message.button) && typeof message.button.text === 'string')
    return message.button.text;
  return undefined;
}

const STATUS_WORDS: Record<string, ProviderStatus> = {
  sent: 'SENT',
  delivered: 'DELIVERED',
  read: 'READ',
  failed: 'FAILED',
};

function readStatus(status: unknown, payload: WebhookPayload): void {
  const word =
    isObject(status) && typeof status.status === 'string' ? STATUS_WORDS[status.status] : undefined;
  if (!isObject(status) || typeof status.id !== 'string' || !MESSAGE_ID.test(status.id) || !word) {
    payload.refused++;
    return;
  }
  if (payload.messages.length + payload.statuses.length >= WEBHOOK_MAX_MESSAGES) {
    payload.refused++;
    return;
  }
  const [first] = Array.isArray(status.errors) ? status.errors : [];
  const error = isObject(first) && typeof first.title === 'string' ? first.title.slice(0, 200) : undefined;
  payload.statuses.push({ id: status.id, status: word, error });
}
