import type { Channel, ChannelStatus } from '../../contract/channels';

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

function tableFor(channel: Channel): Table | null {
  if (channel === 'WHATSAPP') return WHATSAPP;
  if (channel === 'UPI') return UPI;
  // spec §4: Email, Google and Apple share the email texts.
  if (channel === 'GMAIL' || channel === 'APPLE_EMAIL' || channel === 'EMAIL_LOGIN') return EMAIL;
  return null;
}
