import type { Channel, ChannelStatus } from '../../contract/channels';
import { isSsoChannel } from '../../contract/sso';

/** The message ids of the bottom-line texts (widgets/i18n/en.ts holds the words). */
export type BottomLineId =
  | 'status.openingWhatsapp'
  | 'status.verifyingWhatsapp'
  | 'status.connectingEmail'
  | 'status.authenticatingEmail'
  | 'status.verifyingEmail'
  | 'status.connecting'
  | 'status.authenticatingTransaction'
  | 'status.verifyingTransaction'
  | 'status.verified';

type Table = Partial<Record<ChannelStatus, BottomLineId>>;

const WHATSAPP: Table = {
  INIT: 'status.openingWhatsapp',
  PENDING: 'status.verifyingWhatsapp',
  SUCCESS: 'status.verified',
};
const EMAIL: Table = {
  INACTIVE: 'status.connectingEmail',
  INIT: 'status.authenticatingEmail',
  PENDING: 'status.verifyingEmail',
  SUCCESS: 'status.verified',
};
const UPI: Table = {
  INACTIVE: 'status.connecting',
  INIT: 'status.authenticatingTransaction',
  PENDING: 'status.verifyingTransaction',
  SUCCESS: 'status.verified',
};

/** spec §4 Channel status: the bottom-line text of a channel in a status; null where none is given. */
export function bottomLineText(channel: Channel, status: ChannelStatus): BottomLineId | null {
  const table = tableFor(channel);
  return table?.[status] ?? null;
}

/**
 * A provider's sign-in has no email line while it runs (docs/widget.md): the pending screen's
 * 'Complete the sign-in in {provider}' names it, where the spec reads 'Authenticating Email'.
 */
const SSO: Table = { SUCCESS: 'status.verified' };

function tableFor(channel: Channel): Table | null {
  if (channel === 'WHATSAPP') return WHATSAPP;
  if (isSsoChannel(channel)) return SSO;
  if (channel === 'UPI') return UPI;
  // spec §4: the email texts (Google and Apple are named, above).
  if (channel === 'EMAIL_LOGIN') return EMAIL;
  return null;
}
