import type { IntentRequest } from '../../contract/wire';
import type { ChannelDriver } from './ChannelDriver';
import { type PhoneDelivery, startPhoneIntent } from './phone/startPhoneIntent';

/** spec §3 channel codes sent to a typed mobile number, and what each sends by SMS. */
const PHONE_CHANNELS: Record<string, Omit<PhoneDelivery, 'via'>> = {
  MOBILE_LOGIN: { code: true, link: false },
  SMS: { code: true, link: false },
  OTP: { code: true, link: false },
  OTP_LINK: { code: true, link: true },
  MAGIC_LINK: { code: false, link: true },
};

/**
 * Mobile sign-in (MOBILE_LOGIN, SMS) and the OTP / OTP link / magic link channels when the
 * user typed a number: a code and/or a link by SMS, in the WebOTP format.
 */
export const smsDriver: ChannelDriver = {
  name: 'sms',
  accepts: (body: IntentRequest) =>
    body.channel === 'MOBILE_LOGIN' ||
    body.channel === 'SMS' ||
    (body.channel in PHONE_CHANNELS && body.mobile !== undefined),
  createIntent(context) {
    const kind = PHONE_CHANNELS[context.body.channel] ?? { code: true, link: false };
    return startPhoneIntent(context, { via: 'SMS', ...kind });
  },
};
