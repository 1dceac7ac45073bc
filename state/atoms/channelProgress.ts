import { atom } from 'jotai/vanilla';
import type { Channel, ChannelStatus } from '../../contract/channels';

/** The button channel in progress, its status (spec §4) and the intent to open, if any. */
export interface ChannelProgress {
  channel: Channel;
  status: ChannelStatus;
  intent?: string;
  /** A call (VOICE_APPROVAL): the masked number called and the number the call reads out. */
  destination?: string;
  matchCode?: string;
  /** A call: places it (again), to the number given or the one typed in the entry field. */
  callAgain?: (mobile?: string) => void;
  /** UPI on a desktop: the link is shown as a QR code for a phone's UPI app to scan. */
  qr?: boolean;
}

export const channelProgressAtom = atom<ChannelProgress | null>(null);
