import { sql } from 'kysely';
import type { Db } from '../../server/db/createDatabase';

/** Every row of every table, as text: what someone who reads the database sees. */
export async function everyRow(db: Db): Promise<string> {
  const { rows } =
    db.dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db.kysely)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db.kysely);
  const tables = await Promise.all(
    rows.map(async ({ name }) => [
      name,
      (await sql`select * from ${sql.table(name)}`.execute(db.kysely)).rows,
    ]),
  );
  return JSON.stringify(tables);
}
