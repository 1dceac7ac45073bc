import { SesameError } from '../../errors/SesameError';
import type { ChannelDriver } from '../ChannelDriver';
import { startPhoneIntent } from '../phone/startPhoneIntent';
import { OTAP_BUTTON_LABELS, otapSettings } from './otapSettings';

/**
 * OTAP, WhatsApp one-tap (docs/channels.md "WhatsApp one-tap"): the typed number gets the app's
 * authentication template with a one-tap autofill button (zero-tap in its Android app, which
 * hands the code to the page by bridge call 45), or the copy-code button elsewhere; the code
 * is typed, pasted or filled in on the code screen and checked like any other.
 */
export const otapDriver: ChannelDriver = {
  name: 'otap',
  accepts: (body) => body.channel === 'OTAP',
  createIntent(context) {
    if (context.body.mobile === undefined)
      throw new SesameError('invalid_phone', {
        details: { mobile: 'WhatsApp one-tap sends the code to a mobile number: please enter one.' },
      });
    const settings = otapSettings(context.services, context.app);
    if (settings.missing.length) throw new SesameError('channel_not_configured');
    const template = { name: settings.template, button: OTAP_BUTTON_LABELS[settings.otpType] };
    return startPhoneIntent(context, { via: 'WHATSAPP', code: true, link: false, template });
  },
};
