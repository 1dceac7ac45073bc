import {
  PUMP_MAX_SENDS,
  PUMP_SUFFIX_DIGITS,
  PUMP_WINDOW_MS,
} from '../../../services/contract/channelConstants';
import { DEFAULT_MERCHANT_LANG } from '../../../services/contract/constants';
import type { App } from '../../apps/App';
import { SesameError } from '../../errors/SesameError';
import type { Services } from '../../Services';
import type { Phone } from './parsePhone';

/** The countries SMS may go to for this app (SECURITY.md "Codes": none beyond its own list). */
export function smsCountriesFor(services: Services, app: App): string[] {
  const envDefault = services.config.channels.smsCountries;
  return (
    app.options.smsCountries ??
    app.options.countries ??
    (envDefault.length ? envDefault : [DEFAULT_MERCHANT_LANG])
  );
}

/**
 * SECURITY.md "Codes": SMS go only to allow-listed countries, and a burst of sends to numbers
 * that share a prefix (the number without its last digits) trips a block before any provider
 * is called (SMS pumping: fraudsters cycle through a premium range).
 */
export async function checkSmsDestination(services: Services, app: App, phone: Phone): Promise<void> {
  if (!phone.country || !smsCountriesFor(services, app).includes(phone.country)) {
    throw new SesameError('country_not_allowed', {
      details: { mobile: 'Sign-in by SMS is not available for this country.' },
    });
  }
  const prefix = phone.e164.slice(0, -PUMP_SUFFIX_DIGITS);
  const key = `pump:${services.hasher.hash('sms-prefix', `${app.id}:${prefix}`)}`;
  const rule = { minGapMs: 0, windowMs: PUMP_WINDOW_MS, max: PUMP_MAX_SENDS };
  const hit = await services.throttles.hit(key, rule, services.clock.now());
  if (!hit.allowed) throw new SesameError('destination_blocked', { retryAfter: hit.retryAfterS });
}
