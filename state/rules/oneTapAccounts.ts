import { carrierOf } from '../../contract/carrierOf';
import { CARRIER_BADGES, type Carrier } from '../../contract/carriers';
import type { IdentityItem } from '../../contract/wire';

/** spec §3 One-tap list item. */
export interface OneTapItem {
  icon: string;
  name: string;
  verifiedName: string;
  value: string;
  id: string;
  uiId: string;
  fireIntent: boolean;
  channelDetails: { name: string; type: 'BUTTON'; logo: string; mode: 'PRIMARY'; id: string };
  /** The carrier the host told for a number it masked (spec §2 icons). */
  carrier?: Carrier;
}

/** What picking a row reports (spec §2): the row, plus identityId as a number when it has an id. */
export interface OneTapPick {
  fireIntent: boolean;
  value: string;
  id: string;
  verifiedName: string;
  uiId: string;
  channelDetails: OneTapItem['channelDetails'];
  identityId?: number;
}

export type AccountIcon =
  | { kind: 'carrier'; carrier: Carrier }
  | { kind: 'image'; src: string }
  | { kind: 'phone' }
  | { kind: 'email' };

/**
 * spec §2: a carrier logo for the fixed numbers (told by the host for the numbers it masks, or
 * looked up for a number given in full), else the supplied icon, else phone or email.
 */
export function accountIcon(
  item: Pick<OneTapItem, 'value' | 'icon' | 'carrier'>,
  type: 'MOBILE' | 'EMAIL',
): AccountIcon {
  const carrier = type === 'MOBILE' ? (item.carrier ?? carrierOf(item.value)) : undefined;
  if (carrier && carrier in CARRIER_BADGES) return { kind: 'carrier', carrier };
  if (item.icon.startsWith('https://') || item.icon.startsWith('/')) return { kind: 'image', src: item.icon };
  return { kind: type === 'MOBILE' ? 'phone' : 'email' };
}

/** The picker's rows from the user details (spec §3): mobiles, then emails; 'Use another account' is drawn last. */
export function oneTapItems(userDetails: {
  mobile: IdentityItem[];
  email: IdentityItem[];
}): Array<OneTapItem & { type: 'MOBILE' | 'EMAIL' }> {
  const row = (identity: IdentityItem, type: 'MOBILE' | 'EMAIL', index: number) => {
    const id = identity.uiId ?? String(index + 1);
    const name = identity.name ?? '';
    const row = {
      type,
      icon: identity.logo ?? '',
      name,
      // spec §3: verifiedName falls back to name.
      verifiedName: name,
      value: identity.value,
      id,
      uiId: identity.uiId ?? '',
      fireIntent: identity.value === '',
      channelDetails: {
        name: type,
        type: 'BUTTON' as const,
        logo: identity.logo ?? '',
        mode: 'PRIMARY' as const,
        id,
      },
    };
    return identity.carrier ? { ...row, carrier: identity.carrier } : row;
  };
  return [
    ...userDetails.mobile.map((m, i) => row(m, 'MOBILE', i)),
    ...userDetails.email.map((e, i) => row(e, 'EMAIL', userDetails.mobile.length + i)),
  ];
}

/** spec §2: picking reports fireIntent (true when the row has no value) and a numeric identityId. */
export function toOneTapPick(item: OneTapItem): OneTapPick {
  const pick: OneTapPick = {
    fireIntent: item.value === '',
    value: item.value,
    id: item.id,
    verifiedName: item.verifiedName || item.name,
    uiId: item.uiId,
    channelDetails: item.channelDetails,
  };
  const numeric = Number(item.id);
  if (item.id !== '' && Number.isFinite(numeric)) pick.identityId = numeric;
  return pick;
}
