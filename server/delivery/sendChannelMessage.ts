import { TWILIO_SMS_STATUS_PATH } from '../../contract/deliveryFallback';
import type { App } from '../apps/App';
import { smsSettings, whatsappSettings } from '../channels/providerSettings';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import type { OutboxStore } from '../stores/OutboxStore';
import { sendMsg91Sms } from './Msg91SmsSender';
import { type RetryPolicy, sendWithRetry } from './sendWithRetry';
import { sendTwilioSms } from './TwilioSmsSender';
import { sendWhatsAppCloud } from './WhatsAppCloudSender';
import { type WhatsAppPayload, whatsappText } from './whatsappMessages';

/** One SMS or WhatsApp message, as a channel driver hands it over. */
export interface ChannelMessage {
  app: App;
  channel: 'SMS' | 'WHATSAPP';
  /** E.164, with the "+". */
  to: string;
  /** What the person reads (SMS body, WhatsApp text, or the template rendered for the outbox). */
  text: string;
  /** The Cloud API body, when it is not a plain text message (authentication template). */
  whatsapp?: WhatsAppPayload;
  code?: string;
  link?: string;
  /** The same key for the same message: a repeated send never reaches the provider twice. */
  idempotencyKey: string;
  /** The sign-in the message serves: its delivery report and fallback read the send by it. */
  transactionId?: string;
}

/** Tests shorten the retry budget; everything else uses the defaults. */
const deliveryTuning: { policy: RetryPolicy | undefined } = { policy: undefined };

/**
 * Sends over the app's provider (Twilio, WhatsApp Cloud API). Dev mode also writes every
 * message to the dev outbox and needs no provider; production without one is an error the
 * user can read. Failures become `delivery_failed` within the retry budget (under 10 s).
 */
export async function sendChannelMessage(services: Services, message: ChannelMessage): Promise<void> {
  const deliveries = services.deliveries;
  const now = services.clock.now();
  const key = services.hasher.hash('delivery', message.idempotencyKey);
  if (!(await deliveries.claim(key, message.app.id, message.channel, now, message.transactionId))) return;

  if (services.outbox) {
    const entry: Parameters<OutboxStore['add']>[0] = {
      appId: message.app.id,
      channel: message.channel,
      to: message.to,
      text: message.text,
    };
    if (message.code) entry.code = message.code;
    if (message.link) entry.link = message.link;
    await services.outbox.add(entry, now);
  }

  const call = providerCall(services, message);
  if (!call) {
    const dev = services.config.mode === 'dev';
    // Dev mode: an id of its own, so the dev phone can report its delivery as Meta or Twilio would.
    await deliveries.finish(
      key,
      dev ? 'sent' : 'failed',
      dev ? `dev.${services.random.token(12)}` : undefined,
      now,
      dev ? undefined : 'channel_not_configured',
    );
    if (services.config.mode === 'dev') return;
    throw new SesameError('channel_not_configured');
  }
  try {
    const providerId = await services.deliveryHealth.track(
      message.channel,
      sendWithRetry(call, {
        policy: deliveryTuning.policy,
        onAttempt: () => deliveries.attempted(key, services.clock.now()),
      }),
    );
    await deliveries.finish(key, 'sent', providerId, services.clock.now());
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : 'delivery failed';
    await deliveries.finish(key, 'failed', undefined, services.clock.now(), reason);
    throw new SesameError('delivery_failed', { cause });
  }
}

/**
 * Refuses a channel with no provider before anything is spent or stored (docs/security.md "Only a
 * send spends the budget"): production answers 503 `channel_not_configured`; dev mode needs none
 * (the dev outbox takes the message).
 */
export function requireChannelProvider(
  services: Services,
  app: App,
  channel: ChannelMessage['channel'],
): void {
  if (services.config.mode === 'dev') return;
  const sms = channel === 'SMS' ? smsSettings(services, app) : undefined;
  const configured = sms ? (sms.twilio ?? sms.msg91) : whatsappSettings(services, app).cloud;
  if (!configured) throw new SesameError('channel_not_configured');
}

function providerCall(
  services: Services,
  message: ChannelMessage,
): ((signal: AbortSignal) => Promise<string | undefined>) | undefined {
  if (message.channel === 'SMS') {
    const { twilio, msg91 } = smsSettings(services, message.app);
    if (msg91) {
      const sms = { to: message.to, body: message.text, code: message.code };
      return (signal) => sendMsg91Sms(msg91, sms, signal);
    }
    const statusCallback = `${services.issuer}${TWILIO_SMS_STATUS_PATH}`;
    const sms = { to: message.to, body: message.text, statusCallback };
    return twilio && ((signal) => sendTwilioSms(twilio, sms, signal));
  }
  const { cloud } = whatsappSettings(services, message.app);
  const payload = message.whatsapp ?? whatsappText(message.to.replace(/^\+/, ''), message.text);
  return cloud && ((signal) => sendWhatsAppCloud(cloud, payload, signal));
}
