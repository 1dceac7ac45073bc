import type { ChannelDriver } from './ChannelDriver';
import { startPhoneIntent } from './phone/startPhoneIntent';
import { whatsappSettings } from './providerSettings';
import { handleOnce } from './whatsapp/handleOnce';
import { startWhatsAppIntent } from './whatsapp/startWhatsAppIntent';

/**
 * WHATSAPP: user-initiated (no number typed: a wa.me link with a code the user sends us) or
 * business-initiated (a number typed: a template with a code to type and, with an approve
 * template, a one-tap approve link).
 */
export const whatsappDriver: ChannelDriver = {
  name: 'whatsapp',
  accepts: (body) => body.channel === 'WHATSAPP',
  createIntent(context) {
    if (context.body.mobile !== undefined) {
      // With an approve template, the message also carries a one-tap approve link.
      const link = whatsappSettings(context.services, context.app).approveTemplate !== undefined;
      return startPhoneIntent(context, { via: 'WHATSAPP', code: true, link });
    }
    return startWhatsAppIntent(context);
  },
  handleInbound: handleOnce,
};
