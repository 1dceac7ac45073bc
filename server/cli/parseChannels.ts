import { CHANNELS, type Channel, isChannel, PHONE_INPUT_CHANNELS } from '../../contract/channels';
import { usageError } from './CliError';

/** A comma-separated list of spec §3 channel codes, in the order given, without repeats. */
export function parseChannels(value: string): Channel[] {
  const codes = value.split(',').map((code) => code.trim().toUpperCase());
  if (codes.some((code) => code === '')) {
    throw usageError(`--channels "${value}" has an empty entry; write it as EMAIL_LOGIN,OTP`);
  }
  const unknown = codes.filter((code) => !isChannel(code));
  if (unknown.length) {
    throw usageError(
      `Unknown channel ${unknown.map((c) => `"${c}"`).join(', ')}; known channels: ${CHANNELS.join(', ')}`,
    );
  }
  return [...new Set(codes as Channel[])];
}

/**
 * `--phone-channels`: the channels a typed phone number goes through, each one of
 * PHONE_INPUT_CHANNELS (a voice call, say, is a button and a fallback, never a typed number's channel).
 */
export function parsePhoneChannels(value: string): Channel[] {
  const channels = parseChannels(value);
  const refused = channels.filter((c) => !(PHONE_INPUT_CHANNELS as readonly string[]).includes(c));
  if (refused.length) {
    throw usageError(
      `--phone-channels cannot take ${refused.join(', ')}: a typed number goes through ${PHONE_INPUT_CHANNELS.join(', ')}`,
    );
  }
  return channels;
}
