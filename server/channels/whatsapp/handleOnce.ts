import { SesameError } from '../../errors/SesameError';
import type { Services } from '../../Services';
import type { InboundEvent } from '../ChannelDriver';
import { handleWhatsAppMessage } from './handleWhatsAppMessage';

/**
 * One inbound WhatsApp message, processed once however often Meta delivers it: claimed first,
 * marked done after; when processing throws, the claim is released and the error passed on
 * (the webhook then asks Meta to redeliver), so the message is neither lost nor done twice.
 */
export async function handleOnce(services: Services, event: InboundEvent): Promise<void> {
  const inbound = services.inboundMessages;
  const claim = await inbound.claim(event.messageId, event.app.id, services.clock.now());
  if (claim === 'done') return;
  // Being processed elsewhere: Meta is asked to come back, by then it is done or its claim lapsed.
  if (claim === 'busy') throw new SesameError('unavailable');
  try {
    await handleWhatsAppMessage(services, event);
  } catch (error) {
    await inbound.release(event.messageId);
    throw error;
  }
  await inbound.done(event.messageId, services.clock.now());
}
