import type { Kysely } from 'kysely';
import type { AuditEntry } from '../../contract/adminReports';
import { redactSecrets } from '../cli/redactSecrets';
import type { Database } from '../db/schema';

export interface AuditRecord {
  admin: { id: string; email: string };
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
}

/** Every change made through the dashboard: who, what, when, before and after, secrets redacted. */
export class AuditLogStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly newId: () => string,
  ) {}

  async add(record: AuditRecord, now: number): Promise<void> {
    await this.db
      .insertInto('audit_log')
      .values({
        id: this.newId(),
        admin_id: record.admin.id,
        admin_email: record.admin.email,
        action: record.action,
        target: record.target,
        before: record.before === undefined ? null : JSON.stringify(redactSecrets(record.before)),
        after: record.after === undefined ? null : JSON.stringify(redactSecrets(record.after)),
        created_at: now,
      })
      .execute();
  }

  /** The newest entries first. */
  async list(limit: number): Promise<AuditEntry[]> {
    const rows = await this.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => {
      const entry: AuditEntry = {
        id: row.id,
        adminEmail: row.admin_email,
        action: row.action,
        target: row.target,
        at: new Date(Number(row.created_at)).toISOString(),
      };
      if (row.before !== null) entry.before = JSON.parse(row.before);
      if (row.after !== null) entry.after = JSON.parse(row.after);
      return entry;
    });
  }
}
