import type { PasskeySummary } from '../../contract/webauthn';
import type { CredentialRow } from './PasskeyStore';

/** A stored credential as its owner sees it in the list (no key material). */
export function toPasskeySummary(row: CredentialRow): PasskeySummary {
  return {
    id: row.id,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    lastUsedAt: row.last_used_at === null ? null : new Date(Number(row.last_used_at)).toISOString(),
    deviceType: row.device_type,
    backedUp: row.backed_up === 1,
    transports: JSON.parse(row.transports) as string[],
  };
}
