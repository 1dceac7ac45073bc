import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** docs/architecture.md §5: what `GET /dev/outbox` returns, newest first. */
export interface OutboxEntry {
  channel: string;
  to: string;
  subject?: string;
  text: string;
  link?: string;
  code?: string;
  appId: string;
  createdAt: string;
}

/** Every message dev mode would have sent. Kept in the database so any instance can show it. */
export class OutboxStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly newId: () => string,
  ) {}

  async add(entry: Omit<OutboxEntry, 'createdAt'>, now: number): Promise<void> {
    await this.db
      .insertInto('outbox')
      .values({
        id: `${now.toString(36).padStart(10, '0')}${this.newId()}`,
        app_id: entry.appId,
        channel: entry.channel,
        recipient: entry.to,
        subject: entry.subject ?? null,
        text: entry.text,
        link: entry.link ?? null,
        code: entry.code ?? null,
        created_at: now,
      })
      .execute();
  }

  async list(options: { to?: string | undefined; limit: number }): Promise<OutboxEntry[]> {
    let query = this.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(options.limit);
    if (options.to) query = query.where('recipient', '=', options.to);
    const rows = await query.execute();
    return rows.map((row) => {
      const entry: OutboxEntry = {
        channel: row.channel,
        to: row.recipient,
        text: row.text,
        appId: row.app_id,
        createdAt: new Date(Number(row.created_at)).toISOString(),
      };
      if (row.subject) entry.subject = row.subject;
      if (row.link) entry.link = row.link;
      if (row.code) entry.code = row.code;
      return entry;
    });
  }

  /** Production has no outbox: a start empties what an older host may have written. */
  async clear(): Promise<void> {
    await this.db.deleteFrom('outbox').execute();
  }

  async purgeOlderThan(olderThan: number): Promise<void> {
    await this.db.deleteFrom('outbox').where('created_at', '<', olderThan).execute();
  }
}
