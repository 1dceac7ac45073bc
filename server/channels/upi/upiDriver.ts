import type { ChannelDriver } from '../ChannelDriver';
import { startUpiIntent } from './startUpiIntent';

/** UPI: the person pays ₹1 from a UPI app; the PSP's reverse penny drop names who paid. */
export const upiDriver: ChannelDriver = {
  name: 'upi',
  accepts: (body) => body.channel === 'UPI',
  createIntent: startUpiIntent,
};
