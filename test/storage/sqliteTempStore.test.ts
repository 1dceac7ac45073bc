import { mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../server/db/createDatabase';

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.kysely.destroy()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** SQLite's temporary files this process holds open (it unlinks them as soon as it opens them). */
const openTempFiles = () =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).includes('etilqs_');
    } catch {
      return false;
    }
  });

describe.runIf(process.platform === 'linux')('SQLite temporary storage', () => {
  it("keeps a savepoint's statement journal in memory, not in a temporary file", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sesame-temp-'));
    dirs.push(dir);
    const db = await createDatabase({ sqlitePath: join(dir, 'sesame.db') });
    dbs.push(db);
    await sql`create table notes (id integer primary key, text text not null)`.execute(db.kysely);
    await sql`insert into notes (text) with recursive n(i) as (select 1 union all select i + 1 from n where i < 400)
      select printf('%.2000c', 'x') from n`.execute(db.kysely);
    let during: string[] = [];
    await db.kysely.transaction().execute(async (trx) => {
      await sql`savepoint grp`.execute(trx);
      // Changes ~200 pages under the savepoint: far more than the 64 KiB of original pages a
      // statement journal holds in memory before it spills to a file, unless temp_store is MEMORY.
      await sql`update notes set text = text || 'y'`.execute(trx);
      during = openTempFiles();
      await sql`release grp`.execute(trx);
    });
    expect(during).toEqual([]);
    expect(
      (await sql<{ n: number }>`select count(*) as n from notes where text like '%y'`.execute(db.kysely))
        .rows[0]?.n,
    ).toBe(400);
  });
});
