import {
  WHATSAPP_NOT_ME_REPLY,
  WHATSAPP_NOT_ME_WINDOW_MS,
  WHATSAPP_SENDER_LOCK_MS,
  WHATSAPP_SENDER_MAX_FAILURES,
} from '../../../contract/channelConstants';
import { sendChannelMessage } from '../../delivery/sendChannelMessage';
import { hostTexts } from '../../i18n/hostTexts';
import type { Services } from '../../Services';
import { completeTransaction } from '../../signin/completeTransaction';
import { revokeSignIn } from '../../signin/revokeSignIn';
import type { InboundEvent } from '../ChannelDriver';
import { findWhatsAppCode, WHATSAPP_CODE_PURPOSE } from './whatsappCode';

/**
 * A message a user sent to the app's business number (docs/security.md "WhatsApp / QR"), once per
 * message id (handleOnce); a code is matched against the app's pending sign-ins and the sender's
 * number becomes the verified identity; the reply names the merchant and offers "NOT ME".
 * A sender who sends many wrong codes is locked out before the code is even looked up.
 * Replies about a sign-in speak its language; the others, before any sign-in is known, the
 * language of the sender's last sign-in, else the app's (docs/languages.md).
 */
export async function handleWhatsAppMessage(services: Services, event: InboundEvent): Promise<void> {
  const now = services.clock.now();
  const txs = services.transactions;
  const sender = `+${event.from}`;
  const reply = (text: string) =>
    sendChannelMessage(services, {
      app: event.app,
      channel: 'WHATSAPP',
      to: sender,
      text,
      idempotencyKey: `reply:${event.messageId}`,
    });
  const app = event.app.name;
  // Before a sign-in is known: the sender's last sign-in's language, else the app's.
  const senderTexts = async () =>
    hostTexts((await services.users.lastLocale(event.app.id, 'MOBILE', sender)) ?? event.app.options.locale);

  if (event.text.trim().toUpperCase() === WHATSAPP_NOT_ME_REPLY) {
    const recent = await txs.recentWhatsAppSignIn(event.app.id, sender, now - WHATSAPP_NOT_ME_WINDOW_MS);
    if (!recent) return reply((await senderTexts()).text('whatsapp.nothingToRevoke'));
    // docs/security.md "Revocation is total": the session, the code and the attacker's one-tap go too.
    await revokeSignIn(services, { appId: event.app.id, signInId: recent.id, reason: 'not_me' });
    return reply(hostTexts(recent.locale).text('whatsapp.revoked', { app }));
  }

  const code = findWhatsAppCode(event.text);
  if (!code) return; // Small talk to the business number is not a sign-in attempt.

  const guardKey = services.hasher.hash('whatsapp-sender', `${event.app.id}:${sender}`);
  if (!(await services.guards.reserve(guardKey, WHATSAPP_SENDER_MAX_FAILURES, now, WHATSAPP_SENDER_LOCK_MS)))
    return reply((await senderTexts()).text('whatsapp.locked'));

  const tx = await txs.findByLookup(event.app.id, services.hasher.hash(WHATSAPP_CODE_PURPOSE, code));
  const usable =
    tx &&
    tx.status === 'PENDING' &&
    tx.expires_at > now &&
    // A sign-in begun for a typed number only accepts that number.
    (tx.identity === '' || tx.identity === sender);
  if (!usable || !(tx.identity === sender || (await txs.bindIdentity(tx.id, 'MOBILE', sender, now)))) {
    return reply((await senderTexts()).text('whatsapp.unknownCode'));
  }
  await services.guards.reset(guardKey);
  const bound = await services.transactions.get(tx.id);
  if (!bound) return reply((await senderTexts()).text('whatsapp.unknownCode'));
  await completeTransaction(services, bound, 'whatsapp');
  return reply(hostTexts(bound.locale).text('whatsapp.signedIn', { app, notMe: WHATSAPP_NOT_ME_REPLY }));
}
