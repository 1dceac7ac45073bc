import { atom } from 'jotai/vanilla';
import type { Channel, ChannelStatus } from '../../contract/channels';

/** The button channel in progress, its status (spec §4) and the intent to open, if any. */
export interface ChannelProgress {
  channel: Channel;
  status: ChannelStatus;
  intent?: string;
}

export const channelProgressAtom = atom<ChannelProgress | null>(null);
