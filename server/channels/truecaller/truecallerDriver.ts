import type { ChannelDriver } from '../ChannelDriver';
import { startTruecallerIntent } from './startTruecallerIntent';

/** TRUE_CALLER_SSO: Truecaller's app shares the phone's verified number, with the person's consent. */
export const truecallerDriver: ChannelDriver = {
  name: 'truecaller',
  accepts: (body) => body.channel === 'TRUE_CALLER_SSO',
  createIntent: startTruecallerIntent,
};
