import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { SQLITE_CHECKPOINT_INTERVAL_MS, SQLITE_LOG_WATCH_MS } from '../../contract/constants';
import { createDatabase, type Db } from '../../server/db/createDatabase';

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.kysely.destroy()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function openFile() {
  const dir = mkdtempSync(join(tmpdir(), 'sesame-wal-'));
  dirs.push(dir);
  const path = join(dir, 'sesame.db');
  const db = await createDatabase({ sqlitePath: path });
  dbs.push(db);
  return { db, path };
}

const autocheckpoint = async (db: Db) =>
  (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db.kysely)).rows[0]
    ?.wal_autocheckpoint;

const until = async (test: () => Promise<boolean>, ms = 5000) => {
  const end = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((done) => setTimeout(done, 20));
  }
};

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('SQLite checkpoints off the event loop', () => {
  it("keeps SQLite's own checkpoint while the host writes little", async () => {
    const { db } = await openFile();
    await sql`create table t (id integer primary key, body text)`.execute(db.kysely);
    await pause(SQLITE_LOG_WATCH_MS * 2);
    expect(await autocheckpoint(db)).toBe(1000);
  });

  it('hands the checkpoints to a thread once the log has grown, and the thread copies the log into the file', async () => {
    const { db, path } = await openFile();
    await sql`create table t (id integer primary key, body text)`.execute(db.kysely);
    const fill = (rows: number) =>
      db.kysely.transaction().execute(async (trx) => {
        for (let i = 0; i < rows; i++)
          await sql`insert into t (body) values (${'x'.repeat(1000)})`.execute(trx);
      });
    // Past the 1,000 pages at which SQLite checkpoints by itself.
    await fill(5000);
    await until(async () => (await autocheckpoint(db)) === 0);
    const fileBefore = statSync(path).size;
    await fill(500);
    // Committed to the log only: nothing on the event loop copied it.
    expect(statSync(path).size).toBe(fileBefore);
    await pause(SQLITE_CHECKPOINT_INTERVAL_MS * 3);
    expect(statSync(path).size).toBeGreaterThan(fileBefore + 400_000);
  });

  it('keeps an in-memory database as it is', async () => {
    const db = await createDatabase({ sqlitePath: ':memory:' });
    dbs.push(db);
    await pause(100);
    expect(await autocheckpoint(db)).toBe(1000);
  });
});
