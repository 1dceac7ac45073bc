import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeStorage } from './describeStorage';

/**
 * The one-tap purge (server/maintenance/purgeExpired) runs every ten minutes: the columns it
 * filters on are indexed on both dialects (server/db/migrations/015_onetap_purge_indexes).
 */
describeStorage('one-tap purge indexes', (storage, dialect) => {
  it('indexes when identities were verified and when device keys were bound and used', async () => {
    const db = storage().services.db.kysely;
    const { rows } =
      dialect === 'postgres'
        ? await sql<{ name: string; definition: string }>`
            select indexname as name, indexdef as definition from pg_indexes
            where schemaname = current_schema()
              and tablename in ('browser_identities', 'browser_devices')`.execute(db)
        : await sql<{ name: string; definition: string }>`
            select name, sql as definition from sqlite_master
            where type = 'index' and tbl_name in ('browser_identities', 'browser_devices')`.execute(db);
    const byName = new Map(rows.map((row) => [row.name, row.definition ?? '']));
    expect(byName.get('browser_identities_verified')).toMatch(/\(\s*"?verified_at"?\s*\)/);
    expect(byName.get('browser_devices_idle')).toMatch(/\(\s*"?created_at"?\s*,\s*"?proved_at"?\s*\)/);
  });

  it.skipIf(dialect !== 'sqlite')(
    'lets the purge find old identities without reading the table',
    async () => {
      const db = storage().services.db.kysely;
      const { rows } = await sql<{ detail: string }>`
      explain query plan delete from browser_identities where verified_at < ${1}`.execute(db);
      expect(rows.map((row) => row.detail).join('\n')).toMatch(
        /USING (COVERING )?INDEX browser_identities_verified/,
      );
    },
  );
});
