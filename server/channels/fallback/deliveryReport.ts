import {
  type DeliveryReport,
  type DeliveryStatus,
  FALLBACK_ORDER,
  type FallbackStep,
} from '../../../contract/deliveryFallback';
import type { App } from '../../apps/App';
import type { Services } from '../../Services';
import type { TransactionRow } from '../../stores/TransactionStore';
import { channelReadiness } from '../channelReadiness';
import { VOICE_DELIVERY_CHANNEL } from '../voice/placeVoiceCall';

/** The fallback step of a send, by the channel its delivery row names. */
const STEP_OF: Readonly<Record<string, FallbackStep>> = {
  WHATSAPP: 'WHATSAPP',
  SMS: 'SMS',
  [VOICE_DELIVERY_CHANNEL]: 'VOICE_APPROVAL',
};

/** The channel codes that carry each step, first preferred, when the app has them for phone numbers. */
const CODES_OF: Readonly<
  Record<FallbackStep, readonly App['channelConfig'][number]['channel'][number]['name'][]>
> = {
  WHATSAPP: ['WHATSAPP'],
  SMS: ['SMS', 'MOBILE_LOGIN'],
  VOICE_APPROVAL: ['VOICE_APPROVAL'],
};

/**
 * What became of a sign-in's message, and the next channel to offer (WhatsApp → SMS → voice
 * call): when the provider reported it FAILED, or it was not DELIVERED (or READ) within
 * `DELIVERY_FALLBACK_AFTER_S` (60 s by default) of being sent, and the sign-in is still pending
 * for a phone number. The next channel is the first one after the message's own that the app
 * has for phone numbers and this host can run for it.
 */
export async function deliveryReport(
  services: Services,
  app: App,
  tx: TransactionRow,
): Promise<DeliveryReport> {
  const last = (await services.deliveries.forTransaction(tx.id)).at(-1);
  if (!last) return { channel: null, status: null, fallback: null, fallbackFrom: null };
  const step = STEP_OF[last.channel] ?? null;
  const status: DeliveryStatus =
    (last.provider_status as DeliveryStatus | null) ??
    (last.status === 'failed' ? 'FAILED' : last.status === 'sent' ? 'ACCEPTED' : 'SENDING');
  const late =
    services.clock.now() - Number(last.created_at) >= services.config.channels.deliveryFallbackAfterMs;
  const reason =
    status === 'FAILED'
      ? 'failed'
      : status !== 'DELIVERED' && status !== 'READ' && late
        ? 'undelivered'
        : null;
  const open = tx.status === 'PENDING' && tx.identity_type === 'MOBILE';
  const next = reason && step && open ? await nextChannel(services, app, step) : undefined;
  return {
    channel: step,
    status,
    fallback: next && reason ? { channel: next, reason } : null,
    fallbackFrom: last.fallback_from,
  };
}

async function nextChannel(services: Services, app: App, after: FallbackStep) {
  const phoneChannels = app.channelConfig
    .filter((entry) => entry.identifierType === 'MOBILE')
    .flatMap((entry) => entry.channel.map((item) => item.name));
  for (const step of FALLBACK_ORDER.slice(FALLBACK_ORDER.indexOf(after) + 1))
    for (const code of CODES_OF[step]) {
      if (!phoneChannels.includes(code)) continue;
      const use = code === 'VOICE_APPROVAL' ? 'button' : 'phone';
      if ((await channelReadiness(services, app, code, use)).ready) return code;
    }
  return undefined;
}
