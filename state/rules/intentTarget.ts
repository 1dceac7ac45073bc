import type { Channel } from '../../contract/channels';
import type { FlowState } from './flowMachine';

/**
 * The channel and identifier an intent is created with. spec §5: the mobile number is sent as
 * the country code without '+' followed by the phone.
 */
export function intentTarget(
  state: FlowState,
): { channel: Channel; email: string } | { channel: Channel; mobile: string } | null {
  if (state.path === 'phone') {
    const channel = state.config?.mobileChannel;
    return channel ? { channel, mobile: mobileNumber(state.email, state.countryCode) } : null;
  }
  const channel = state.config?.channel;
  return channel ? { channel, email: state.email } : null;
}

/** '+62 811…' keeps its own code; '0811…' or '811…' gets the chosen one; both as digits only. */
export function mobileNumber(typed: string, dialCode: string): string {
  const digits = typed.replace(/\D/g, '');
  if (typed.trim().startsWith('+')) return digits;
  return `${dialCode.replace(/\D/g, '')}${digits.replace(/^0+/, '')}`;
}
