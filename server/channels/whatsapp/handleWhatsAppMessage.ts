import {
  WHATSAPP_NOT_ME_REPLY,
  WHATSAPP_NOT_ME_WINDOW_MS,
  WHATSAPP_SENDER_LOCK_MS,
  WHATSAPP_SENDER_MAX_FAILURES,
} from '../../../services/contract/channelConstants';
import { CHANNEL_TEXTS, fillText } from '../../../services/contract/channelTexts';
import { sendChannelMessage } from '../../delivery/sendChannelMessage';
import type { Services } from '../../Services';
import { completeTransaction } from '../../signin/completeTransaction';
import type { InboundEvent } from '../ChannelDriver';
import { ChannelTransactions } from '../channelTransactions';
import { InboundMessages } from './InboundMessages';
import { findWhatsAppCode, WHATSAPP_CODE_PURPOSE } from './whatsappCode';

/**
 * A message a user sent to the app's business number (SECURITY.md "WhatsApp / QR"): handled
 * once per message id; a code is matched against the app's pending sign-ins and the sender's
 * number becomes the verified identity; the reply names the merchant and offers "NOT ME".
 * A sender who sends many wrong codes is locked out before the code is even looked up.
 */
export async function handleWhatsAppMessage(services: Services, event: InboundEvent): Promise<void> {
  const now = services.clock.now();
  if (!(await new InboundMessages(services.db.kysely).claim(event.messageId, event.app.id, now))) return;
  const txs = new ChannelTransactions(services.db.kysely);
  const sender = `+${event.from}`;
  const reply = (text: string) =>
    sendChannelMessage(services, {
      app: event.app,
      channel: 'WHATSAPP',
      to: sender,
      text,
      idempotencyKey: `reply:${event.messageId}`,
    });

  if (event.text.trim().toUpperCase() === WHATSAPP_NOT_ME_REPLY) {
    const recent = await txs.recentWhatsAppSignIn(event.app.id, sender, now - WHATSAPP_NOT_ME_WINDOW_MS);
    if (!recent) return reply(CHANNEL_TEXTS.whatsappNothingToRevoke);
    await txs.revokeSignIn(recent.id, now);
    services.statusBus.publish(recent.id);
    return reply(fillText(CHANNEL_TEXTS.whatsappRevoked, { name: event.app.name }));
  }

  const code = findWhatsAppCode(event.text);
  if (!code) return; // Small talk to the business number is not a sign-in attempt.

  const guardKey = services.hasher.hash('whatsapp-sender', `${event.app.id}:${sender}`);
  if (!(await services.guards.reserve(guardKey, WHATSAPP_SENDER_MAX_FAILURES, now, WHATSAPP_SENDER_LOCK_MS)))
    return reply(CHANNEL_TEXTS.whatsappLocked);

  const tx = await txs.findByLookup(event.app.id, services.hasher.hash(WHATSAPP_CODE_PURPOSE, code));
  const usable =
    tx &&
    tx.status === 'PENDING' &&
    tx.expires_at > now &&
    // A sign-in begun for a typed number only accepts that number.
    (tx.identity === '' || tx.identity === sender);
  if (!usable || !(tx.identity === sender || (await txs.bindIdentity(tx.id, 'MOBILE', sender, now)))) {
    return reply(CHANNEL_TEXTS.whatsappUnknownCode);
  }
  await services.guards.reset(guardKey);
  const bound = await services.transactions.get(tx.id);
  if (!bound) return reply(CHANNEL_TEXTS.whatsappUnknownCode);
  await completeTransaction(services, bound, 'whatsapp');
  return reply(fillText(CHANNEL_TEXTS.whatsappSignedIn, { name: event.app.name }));
}
