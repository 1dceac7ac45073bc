import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { GroupCommit } from '../../server/db/GroupCommit';
import type { Database as Schema } from '../../server/db/schema';
import { withStatementCache } from '../../server/db/withStatementCache';

/** A SQLite database with one table, counting the commits it is sent. */
function database() {
  const sqlite = new Database(':memory:');
  sqlite.exec('create table notes (id integer primary key, text text not null unique)');
  const cached = withStatementCache(sqlite);
  let commits = 0;
  const counting = {
    close: () => cached.close(),
    prepare: (text: string) => {
      if (/^commit/i.test(text)) commits++;
      return cached.prepare(text);
    },
  };
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: counting }) });
  const notes = () =>
    sqlite
      .prepare('select text from notes order by id')
      .all()
      .map((r) => (r as { text: string }).text);
  return { db, notes, commits: () => commits };
}

type Trx = Kysely<Schema>;
const add = (trx: Trx, text: string) => sql`insert into notes (text) values (${text})`.execute(trx);

describe('group commit (SQLite)', () => {
  it('commits the groups of one turn of the event loop once, each answering its own value', async () => {
    const { db, notes, commits } = database();
    const group = new GroupCommit<Trx>(db, (trx) => trx);
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((text) =>
        group.run(async (trx) => {
          await add(trx, text);
          return text.toUpperCase();
        }),
      ),
    );
    expect(answers).toEqual(['A', 'B', 'C']);
    expect(notes()).toEqual(['a', 'b', 'c']);
    expect(commits()).toBe(1);
    // A later turn has a commit of its own.
    await group.run((trx) => add(trx, 'd'));
    expect(commits()).toBe(2);
    await db.destroy();
  });

  it('lets a group started in the next turn share the commit, and not one two turns on', async () => {
    const { db, notes, commits } = database();
    const group = new GroupCommit<Trx>(db, (trx) => trx);
    const nextTurn = () => new Promise<void>((done) => setImmediate(done));
    const first = group.run((trx) => add(trx, 'a'));
    await nextTurn();
    const second = group.run((trx) => add(trx, 'b'));
    await Promise.all([first, second]);
    expect(commits()).toBe(1);
    const third = group.run((trx) => add(trx, 'c'));
    await nextTurn();
    await nextTurn();
    const fourth = group.run((trx) => add(trx, 'd'));
    await Promise.all([third, fourth]);
    expect(commits()).toBe(3);
    expect(notes()).toEqual(['a', 'b', 'c', 'd']);
    await db.destroy();
  });

  it('rolls back only the writes of a group that throws, and gives its caller the error', async () => {
    const { db, notes } = database();
    const group = new GroupCommit<Trx>(db, (trx) => trx);
    const results = await Promise.allSettled([
      group.run((trx) => add(trx, 'kept')),
      group.run(async (trx) => {
        await add(trx, 'undone');
        throw new Error('refused');
      }),
      // A statement that fails (the unique text) fails its group only.
      group.run((trx) => add(trx, 'kept')),
      group.run((trx) => add(trx, 'also kept')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('refused'));
    expect(notes()).toEqual(['kept', 'also kept']);
    await db.destroy();
  });

  it('keeps nothing of a lone group that throws', async () => {
    const { db, notes } = database();
    const group = new GroupCommit<Trx>(db, (trx) => trx);
    await expect(
      group.run(async (trx) => {
        await add(trx, 'undone');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(notes()).toEqual([]);
    await db.destroy();
  });

  it('lets each group read what the groups before it wrote', async () => {
    const { db } = database();
    const group = new GroupCommit<Trx>(db, (trx) => trx);
    const count = async (trx: Trx) =>
      Number((await sql<{ n: number }>`select count(*) as n from notes`.execute(trx)).rows[0]?.n);
    const seen = await Promise.all(
      [1, 2, 3].map((i) =>
        group.run(async (trx) => {
          await add(trx, `n${i}`);
          return count(trx);
        }),
      ),
    );
    expect(seen).toEqual([1, 2, 3]);
    await db.destroy();
  });
});
