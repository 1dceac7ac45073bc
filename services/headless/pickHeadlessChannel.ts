import type { Channel } from '../../contract/channels';

/**
 * spec §4 "Headless flow": PHONE or EMAIL requests pick the channel in order of preference: OTAP
 * first when the app has it, then OTP link, then OTP, otherwise a magic-link login. On this host
 * OTAP is WhatsApp one-tap, a template to a phone number, so only PHONE requests can take it; the
 * magic-link login of a phone is MOBILE_LOGIN (or SMS), of an email EMAIL_LOGIN (or MAGIC_LINK).
 */
const HEADLESS_CHANNEL_PREFERENCE: Readonly<Record<'PHONE' | 'EMAIL', readonly Channel[]>> = {
  PHONE: ['OTAP', 'OTP_LINK', 'OTP', 'MOBILE_LOGIN', 'SMS'],
  EMAIL: ['OTP_LINK', 'OTP', 'EMAIL_LOGIN', 'MAGIC_LINK'],
};

/** The channels this host can start an intent on (server/channels/drivers.ts). */
const HOST_STARTABLE: ReadonlySet<Channel> = new Set([
  'OTAP',
  'OTP_LINK',
  'OTP',
  'MOBILE_LOGIN',
  'SMS',
  'EMAIL_LOGIN',
  'MAGIC_LINK',
]);

/** The first preferred channel the merchant configured and the host can start; null if none. */
export function pickHeadlessChannel(
  kind: 'PHONE' | 'EMAIL',
  configured: readonly Channel[],
  startable: ReadonlySet<Channel> = HOST_STARTABLE,
): Channel | null {
  return HEADLESS_CHANNEL_PREFERENCE[kind].find((c) => configured.includes(c) && startable.has(c)) ?? null;
}
