import type { IntentRequest } from '../../contract/wire';
import type { ChannelDriver } from './ChannelDriver';
import { emailDriver } from './emailDriver';
import { silentAuthDriver } from './silentauth/silentAuthDriver';
import { smsDriver } from './smsDriver';
import { truecallerDriver } from './truecaller/truecallerDriver';
import { upiDriver } from './upi/upiDriver';
import { voiceDriver } from './voice/voiceDriver';
import { otapDriver } from './whatsapp/otapDriver';
import { whatsappDriver } from './whatsappDriver';

/** Every channel driver, in the order they are asked (docs/architecture.md §4). */
const DRIVERS: readonly ChannelDriver[] = [
  silentAuthDriver,
  whatsappDriver,
  otapDriver,
  voiceDriver,
  truecallerDriver,
  upiDriver,
  smsDriver,
  emailDriver,
];

export function driverFor(body: IntentRequest): ChannelDriver | undefined {
  return DRIVERS.find((driver) => driver.accepts(body));
}
