import Database from 'better-sqlite3';
import pg from 'pg';

/** Reads sent codes straight from a host's message table, as a mailbox would receive them. */
export interface CodeReader {
  /** The newest code sent to `to`, waiting briefly for it to land. */
  code(to: string): Promise<string>;
  /** Every code sent to addresses ending in `suffix`, newest per address. */
  all(suffix: string): Promise<Map<string, string>>;
  close(): Promise<void>;
}

/** SQLite (read-only handle, WAL lets it read beside the host's writer). */
export function sqliteCodeReader(
  path: string,
  table: { name: string; to: string; code: string },
): CodeReader {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  const one = db.prepare<[string], { code: string }>(
    `select ${table.code} as code from ${table.name} where ${table.to} = ? order by rowid desc limit 1`,
  );
  const every = db.prepare<[string], { to: string; code: string }>(
    `select ${table.to} as "to", ${table.code} as code from ${table.name} where ${table.to} like ? order by rowid`,
  );
  return {
    code: (to) => retry(() => one.get(to)?.code),
    all: async (suffix) => new Map(every.all(`%${suffix}`).map((r) => [r.to, r.code])),
    close: async () => {
      db.close();
    },
  };
}

/** The Sesame host's outbox on PostgreSQL. */
export function postgresCodeReader(url: string): CodeReader {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  return {
    code: (to) =>
      retry(async () => {
        const { rows } = await pool.query<{ code: string }>(
          'select code from outbox where recipient = $1 order by created_at desc limit 1',
          [to],
        );
        return rows[0]?.code;
      }),
    all: async (suffix) => {
      const { rows } = await pool.query<{ to: string; code: string }>(
        'select recipient as "to", code from outbox where recipient like $1 order by created_at',
        [`%${suffix}`],
      );
      return new Map(rows.map((r) => [r.to, r.code]));
    },
    close: () => pool.end(),
  };
}

async function retry(read: () => Promise<string | undefined> | string | undefined): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const code = await read();
    if (code) return code;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('no code arrived');
}
