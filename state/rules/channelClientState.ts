import type { Channel } from '../../contract/channels';

/** spec §3 Channel (client state). */
export interface ChannelClientState {
  channelName: Channel;
  isActive: boolean;
  isLoading: boolean;
  verified: boolean;
}

/** spec §3 Left side panel: the QR code on the left of the login page and the floater. */
export interface LeftSide {
  isQrCodeActive: boolean;
  url?: string;
  intent?: string;
}

export const initialLeftSide: LeftSide = { isQrCodeActive: false };

/** One client state per channel (a channel may be both a button and a phone input). */
export function channelStates(names: readonly Channel[]): ChannelClientState[] {
  return [...new Set(names)].map((channelName) => ({
    channelName,
    isActive: false,
    isLoading: false,
    verified: false,
  }));
}

/**
 * spec §4 Channel client state: setting a channel active marks only that channel active and
 * loading; with the mark-inactive flag, no channel is active.
 */
export function setChannelActive(
  channels: readonly ChannelClientState[],
  name: Channel,
  options: { markInactive?: boolean } = {},
): ChannelClientState[] {
  return channels.map((c) => {
    const active = !options.markInactive && c.channelName === name;
    return { ...c, isActive: active, isLoading: active };
  });
}

/** spec §4: a reset clears active and loading on all channels. */
export function resetChannels(channels: readonly ChannelClientState[]): ChannelClientState[] {
  return channels.map((c) => ({ ...c, isActive: false, isLoading: false }));
}

/** spec §4: the QR panel toggles on or off, with optional url and intent. */
export function toggleQr(on: boolean, details: { url?: string; intent?: string } = {}): LeftSide {
  if (!on) return { isQrCodeActive: false };
  return { isQrCodeActive: true, ...details };
}
