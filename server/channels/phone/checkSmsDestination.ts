import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { PUMP_MAX_SENDS, PUMP_SUFFIX_DIGITS, PUMP_WINDOW_MS } from '../../../contract/channelConstants';
import { DEFAULT_MERCHANT_LANG } from '../../../contract/constants';
import type { App } from '../../apps/App';
import { SesameError } from '../../errors/SesameError';
import type { Services } from '../../Services';
import type { Phone } from './parsePhone';

/**
 * docs/security.md "Codes": number types SMS may go to. FIXED_LINE_OR_MOBILE is where a country's
 * plan does not tell the two apart (the United States, Canada). Premium-rate, shared-cost,
 * toll-free, VoIP, pager, personal and plain fixed-line numbers are refused: a code cannot be
 * read there, and premium ranges are what SMS pumping earns from.
 */
const SMS_NUMBER_TYPES: ReadonlySet<string> = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/** The countries SMS may go to for this app (docs/security.md "Codes": none beyond its own list). */
function smsCountriesFor(services: Services, app: App): string[] {
  const envDefault = services.config.channels.smsCountries;
  return (
    app.options.smsCountries ??
    app.options.countries ??
    (envDefault.length ? envDefault : [DEFAULT_MERCHANT_LANG])
  );
}

/**
 * docs/security.md "Codes": SMS go only to allow-listed countries and to mobile numbers, and a
 * burst of sends to numbers that share a prefix (the number without its last digits) trips a
 * block before any provider is called (SMS pumping: fraudsters cycle through a premium range).
 * This only reads the prefix's counter; `spendSmsPrefix` counts the send once it is decided.
 */
export async function checkSmsDestination(services: Services, app: App, phone: Phone): Promise<void> {
  if (!phone.country || !smsCountriesFor(services, app).includes(phone.country)) {
    throw new SesameError('country_not_allowed', {
      details: { mobile: 'Sign-in by SMS is not available for this country.' },
    });
  }
  const type = parsePhoneNumberFromString(phone.e164)?.getType();
  if (!type || !SMS_NUMBER_TYPES.has(type)) {
    throw new SesameError('number_not_mobile', {
      details: { mobile: 'Sign-in by SMS needs a mobile number.' },
    });
  }
  const wait = await services.throttles.waitFor(
    prefixKey(services, app, phone),
    PREFIX_RULE,
    services.clock.now(),
  );
  if (wait > 0) throw new SesameError('destination_blocked', { retryAfter: wait });
}

/** Counts one SMS against the number's prefix; refuses when a parallel burst filled it first. */
export async function spendSmsPrefix(services: Services, app: App, phone: Phone): Promise<void> {
  const hit = await services.throttles.hit(
    prefixKey(services, app, phone),
    PREFIX_RULE,
    services.clock.now(),
  );
  if (!hit.allowed) throw new SesameError('destination_blocked', { retryAfter: hit.retryAfterS });
}

const PREFIX_RULE = { minGapMs: 0, windowMs: PUMP_WINDOW_MS, max: PUMP_MAX_SENDS };

function prefixKey(services: Services, app: App, phone: Phone): string {
  const prefix = phone.e164.slice(0, -PUMP_SUFFIX_DIGITS);
  return `pump:${services.hasher.hash('sms-prefix', `${app.id}:${prefix}`)}`;
}
