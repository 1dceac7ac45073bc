import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { withStatementCache } from '../../server/db/withStatementCache';

describe('prepared statement cache (SQLite)', () => {
  it('compiles each SQL text once and reuses its statement', () => {
    const sqlite = new Database(':memory:');
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = withStatementCache(sqlite);
    db.prepare('create table t (x integer)').run([]);
    const insert = db.prepare('insert into t (x) values (?)');
    insert.run([1]);
    expect(db.prepare('insert into t (x) values (?)')).toBe(insert);
    db.prepare('insert into t (x) values (?)').run([2]);
    expect(db.prepare('select sum(x) as s from t').all([])).toEqual([{ s: 3 }]);
    expect(prepare).toHaveBeenCalledTimes(3);
    db.close();
  });

  it('keeps at most the given number of statements', () => {
    const sqlite = new Database(':memory:');
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = withStatementCache(sqlite, undefined, 2);
    for (const sql of ['select 1', 'select 2', 'select 3', 'select 1']) db.prepare(sql);
    expect(prepare).toHaveBeenCalledTimes(4);
    db.close();
  });
});
