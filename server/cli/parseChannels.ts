import { CHANNELS, type Channel, isChannel } from '../../contract/channels';
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
