import { emailDelivery } from '../delivery/emailDelivery';
import { SesameError } from '../errors/SesameError';
import { isEmailChannel, startEmailIntent } from '../signin/startEmailIntent';
import type { ChannelDriver } from './ChannelDriver';

/** EMAIL_LOGIN, OTP, OTP_LINK and MAGIC_LINK to an email address (the foundation's email path). */
export const emailDriver: ChannelDriver = {
  name: 'email',
  accepts: (body) => isEmailChannel(body.channel) && body.mobile === undefined,
  createIntent({ services, app, state, body, locale }) {
    if (!isEmailChannel(body.channel) || !body.email)
      throw new SesameError('invalid_request', { details: { email: 'This field is required.' } });
    emailDelivery(services);
    return startEmailIntent(services, {
      app,
      state,
      channel: body.channel,
      email: body.email,
      resend: body.resend === true,
      asId: body.asId,
      locale,
    });
  },
};
