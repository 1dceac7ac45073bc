import { createServer } from 'node:http';
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { toNodeHandler } from 'better-auth/node';
import { emailOTP } from 'better-auth/plugins';
import Database from 'better-sqlite3';

/**
 * The peer in the sign-in comparison: Better Auth with its email-OTP plugin on SQLite
 * (better-sqlite3, the same pragmas as the Sesame host), on node:http. Codes go to a
 * `bench_outbox` table, as the Sesame host's go to its outbox: one insert per message, read by
 * the load generator. Its rate limiter is off (it counts per IP and path, and all load comes
 * from one address); Sesame keeps its per-address throttles.
 * Env: PORT, SQLITE_PATH.
 */
const port = Number(process.env.PORT ?? '0');
const sqlitePath = process.env.SQLITE_PATH ?? ':memory:';

const sqlite = new Database(sqlitePath);
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('busy_timeout = 5000');
sqlite.pragma('synchronous = NORMAL');
sqlite.exec('create table if not exists bench_outbox (email text not null, otp text not null)');
sqlite.exec('create index if not exists bench_outbox_email on bench_outbox (email)');
const record = sqlite.prepare('insert into bench_outbox (email, otp) values (?, ?)');

const baseURL = `http://127.0.0.1:${port}`;
const auth = betterAuth({
  baseURL,
  secret: 'bench-secret-bench-secret-bench-secret-0123456789',
  database: sqlite,
  rateLimit: { enabled: false },
  telemetry: { enabled: false },
  logger: { disabled: true },
  plugins: [
    emailOTP({
      async sendVerificationOTP({ email, otp }) {
        record.run(email, otp);
      },
    }),
  ],
});

const { runMigrations } = await getMigrations(auth.options);
await runMigrations();

const handler = toNodeHandler(auth);
createServer((req, res) => {
  if (req.url === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    return;
  }
  void handler(req, res);
}).listen(port, '127.0.0.1');
