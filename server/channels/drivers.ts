import type { IntentRequest } from '../../services/contract/wire';
import type { ChannelDriver } from './ChannelDriver';
import { emailDriver } from './emailDriver';
import { smsDriver } from './smsDriver';
import { whatsappDriver } from './whatsappDriver';

/** Every channel driver, in the order they are asked (ARCHITECTURE.md §4). */
export const DRIVERS: readonly ChannelDriver[] = [whatsappDriver, smsDriver, emailDriver];

export function driverFor(body: IntentRequest): ChannelDriver | undefined {
  return DRIVERS.find((driver) => driver.accepts(body));
}
