import type { Kysely } from 'kysely';
import type { DeliveryRow } from '../../contract/adminReports';
import type { Database } from '../db/schema';

const LIMIT = 200;

/** The dashboard's log of message sends, read from the table DeliveryStore writes. */
export class DeliveryReads {
  constructor(private readonly db: Kysely<Database>) {}

  /** The newest message sends (docs/dashboard.md "Deliveries"), optionally of one app or status. */
  async list(filter: { appId?: string | undefined; status?: string | undefined }): Promise<DeliveryRow[]> {
    let select = this.db.selectFrom('deliveries').selectAll().orderBy('created_at', 'desc').limit(LIMIT);
    if (filter.appId) select = select.where('app_id', '=', filter.appId);
    if (filter.status) select = select.where('status', '=', filter.status);
    return (await select.execute()).map((row) => {
      const out: DeliveryRow = {
        key: row.key,
        appId: row.app_id,
        channel: row.channel,
        status: row.status,
        attempts: row.attempts,
        createdAt: new Date(Number(row.created_at)).toISOString(),
        updatedAt: new Date(Number(row.updated_at)).toISOString(),
      };
      if (row.provider_id) out.providerId = row.provider_id;
      if (row.error) out.error = row.error;
      return out;
    });
  }
}
