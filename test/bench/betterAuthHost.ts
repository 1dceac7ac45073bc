import { createServer } from 'node:http';
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { toNodeHandler } from 'better-auth/node';
import { emailOTP } from 'better-auth/plugins';
import Database from 'better-sqlite3';
import nodemailer from 'nodemailer';

/**
 * The peer in the sign-in comparison: Better Auth with its email-OTP plugin on SQLite
 * (better-sqlite3, the same pragmas as the Sesame host), on node:http. `sendVerificationOTP`
 * mails the code as a deployment would, and as the Sesame host does: nodemailer over SMTP with
 * five pooled connections, a subject, a text and an HTML part, to the load generator's SMTP
 * server, which reads the code from the subject. Its rate limiter is off (it counts per IP and
 * path, and all load comes from one address); Sesame keeps its per-address throttles.
 * Env: PORT, SQLITE_PATH, SMTP_URL (smtp://host:port).
 */
const port = Number(process.env.PORT ?? '0');
const sqlitePath = process.env.SQLITE_PATH ?? ':memory:';
const smtpUrl = new URL(process.env.SMTP_URL ?? 'smtp://127.0.0.1:25');

const sqlite = new Database(sqlitePath);
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('busy_timeout = 5000');
sqlite.pragma('synchronous = NORMAL');
sqlite.pragma('temp_store = MEMORY');

const mail = nodemailer.createTransport({
  host: smtpUrl.hostname,
  port: Number(smtpUrl.port),
  secure: false,
  ignoreTLS: true,
  pool: true,
  maxConnections: 5,
});

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
        const subject = `${otp} is your sign-in code for Bench`;
        await mail.sendMail({
          from: 'Bench <no-reply@bench.example>',
          to: email,
          subject,
          text: `Sign in to Bench\n\nYour code: ${otp}\n\nIt expires in 5 minutes. If you did not ask for it, ignore this email.`,
          html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${subject}</title></head><body><h1>Sign in to Bench</h1><p>Your code:</p><p style="font-size:32px;font-weight:700">${otp}</p><p>It expires in 5 minutes. If you did not ask for it, ignore this email.</p></body></html>`,
        });
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
