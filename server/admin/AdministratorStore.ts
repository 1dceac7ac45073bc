import type { Kysely, Selectable } from 'kysely';
import type { AdminRole } from '../../contract/admin';
import type { TeamMember } from '../../contract/adminReports';
import type { Database } from '../db/schema';

type AdministratorRow = Selectable<Database['administrators']>;

/** The dashboard's administrators (docs/dashboard.md "Team"): the one writer of their table. */
export class AdministratorStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly newId: () => string,
  ) {}

  async byEmail(email: string): Promise<TeamMember | undefined> {
    const row = await this.db
      .selectFrom('administrators')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
    return row && toMember(row);
  }

  async get(id: string): Promise<TeamMember | undefined> {
    const row = await this.db
      .selectFrom('administrators')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toMember(row);
  }

  async list(): Promise<TeamMember[]> {
    const rows = await this.db.selectFrom('administrators').selectAll().orderBy('created_at').execute();
    return rows.map(toMember);
  }

  /** Adds an administrator, or changes the role of the one with this email. */
  async put(email: string, role: AdminRole, createdBy: string | null, now: number): Promise<TeamMember> {
    const existing = await this.byEmail(email);
    if (existing) {
      await this.db.updateTable('administrators').set({ role }).where('id', '=', existing.id).execute();
      return { ...existing, role };
    }
    const row = {
      id: this.newId(),
      email: email.toLowerCase(),
      role,
      created_at: now,
      created_by: createdBy,
    };
    await this.db.insertInto('administrators').values(row).execute();
    return toMember(row);
  }

  async setRole(id: string, role: AdminRole): Promise<boolean> {
    const result = await this.db
      .updateTable('administrators')
      .set({ role })
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async remove(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('administrators').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async countOwners(): Promise<number> {
    const row = await this.db
      .selectFrom('administrators')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'owner')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}

function toMember(row: AdministratorRow): TeamMember {
  return {
    id: row.id,
    email: row.email,
    role: row.role as AdminRole,
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}
