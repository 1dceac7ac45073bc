import type { Kysely, Selectable } from 'kysely';
import type { DeliveryRow } from '../../contract/adminReports';
import type { ProviderStatus } from '../../contract/deliveryFallback';
import type { Database } from '../db/schema';

const LIMIT = 200;
const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

type Stored = Selectable<Database['deliveries']>;

/** The dashboard's log of message sends, read from the table DeliveryStore writes. */
export class DeliveryReads {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The newest message sends (docs/dashboard.md "Deliveries"), optionally of one app or status,
   * each with what its provider last reported and, for a fallback step, the send it replaced.
   */
  async list(filter: { appId?: string | undefined; status?: string | undefined }): Promise<DeliveryRow[]> {
    let select = this.db.selectFrom('deliveries').selectAll().orderBy('created_at', 'desc').limit(LIMIT);
    if (filter.appId) select = select.where('app_id', '=', filter.appId);
    if (filter.status) select = select.where('status', '=', filter.status);
    const rows = await select.execute();
    const replaced = await this.lastSends(
      rows.flatMap((row) => (row.fallback_from ? [row.fallback_from] : [])),
    );
    return rows.map((row) => view(row, replaced));
  }

  /** The last send of each of these sign-ins, by sign-in id. */
  private async lastSends(transactionIds: string[]): Promise<Map<string, Stored>> {
    const out = new Map<string, Stored>();
    if (transactionIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('deliveries')
      .selectAll()
      .where('transaction_id', 'in', [...new Set(transactionIds)])
      .orderBy('created_at', 'asc')
      .execute();
    for (const row of rows) if (row.transaction_id) out.set(row.transaction_id, row);
    return out;
  }
}

function view(row: Stored, replaced: Map<string, Stored>): DeliveryRow {
  const out: DeliveryRow = {
    key: row.key,
    appId: row.app_id,
    channel: row.channel,
    status: row.status,
    attempts: row.attempts,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
  if (row.provider_id) out.providerId = row.provider_id;
  if (row.error) out.error = row.error;
  if (row.transaction_id) out.transactionId = row.transaction_id;
  if (row.provider_status) out.providerStatus = row.provider_status as ProviderStatus;
  if (row.provider_status_at !== null) out.providerStatusAt = iso(row.provider_status_at);
  if (row.fallback_from) {
    const before = replaced.get(row.fallback_from);
    out.fallbackFrom = before
      ? { transactionId: row.fallback_from, key: before.key, channel: before.channel }
      : { transactionId: row.fallback_from };
  }
  return out;
}
