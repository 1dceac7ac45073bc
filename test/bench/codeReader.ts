import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';

/** Reads sent codes as a mailbox would receive them. */
export interface CodeReader {
  /** The newest code sent to `to`, waiting briefly for it to land. */
  code(to: string): Promise<string>;
  /** Every code sent to addresses ending in `suffix`, newest per address. */
  all(suffix: string): Promise<Map<string, string>>;
  close(): Promise<void>;
}

/** A host's message table on SQLite (read-only handle, WAL lets it read beside the host's writer). */
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

/**
 * A mailbox for the Sesame host: a real SMTP server (the host runs in production mode, which has
 * no outbox) that keeps the code of each sign-in mail, read from its subject, by recipient.
 */
export async function smtpCodeReader(): Promise<CodeReader & { url: string }> {
  const codes = new Map<string, string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8192) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const code = /^Subject: (\d{6}) is your /m.exec(head)?.[1];
        const to = session.envelope.rcptTo[0]?.address;
        if (code && to) codes.set(to, code);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?tls=off`,
    code: (to) => retry(() => codes.get(to)),
    all: async (suffix) => new Map([...codes].filter(([to]) => to.endsWith(suffix))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
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
