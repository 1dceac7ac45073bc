import type { ChannelDriver } from './ChannelDriver';
import { startPhoneIntent } from './phone/startPhoneIntent';
import { handleWhatsAppMessage } from './whatsapp/handleWhatsAppMessage';
import { startWhatsAppIntent } from './whatsapp/startWhatsAppIntent';

/**
 * WHATSAPP: user-initiated (no number typed: a wa.me link with a code the user sends us) or
 * business-initiated (a number typed: an authentication template with a code to type).
 */
export const whatsappDriver: ChannelDriver = {
  name: 'whatsapp',
  accepts: (body) => body.channel === 'WHATSAPP',
  createIntent(context) {
    if (context.body.mobile !== undefined)
      return startPhoneIntent(context, { via: 'WHATSAPP', code: true, link: false });
    return startWhatsAppIntent(context);
  },
  handleInbound: handleWhatsAppMessage,
};
