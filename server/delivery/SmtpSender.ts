import nodemailer, { type Transporter } from 'nodemailer';
import type { OutgoingMessage } from './Delivery';
import { MimeMailComposer } from './MimeMailComposer';

/** Bounded so that a stuck mail server turns into a clear error for the user within 10 s. */
const SMTP_TIMEOUT_MS = 4000;
/** Connections one instance keeps to the mail server while it sends (nodemailer's default). */
const POOL_CONNECTIONS = 5;
/** nodemailer's multipart boundary, which a raw message never uses (MimeMailComposer writes its own). */
const UNUSED_BOUNDARY = 'raw';

/**
 * Email over SMTP (nodemailer), configured by `SMTP_URL` (smtp:// or smtps://user:pass@host:port),
 * in the mail thread (smtpThread.ts, for SmtpEmailDelivery). Sends share a few pooled connections
 * (a connection, greeting and EHLO per message were most of a sign-in's sending cost); one idle
 * for SMTP_TIMEOUT_MS is closed. Each send still answers its own outcome: delivered, or failed
 * within its deadline, however many sends wait for a connection (a send still waiting then is
 * dropped, never sent later). Messages are written by MimeMailComposer and handed over raw:
 * nodemailer's own composition (some ten MIME streams per mail) was the larger part of a send's
 * CPU.
 */
export class SmtpSender {
  readonly #transport: Transporter;
  readonly #composer: MimeMailComposer;

  constructor(smtpUrl: string, from: string) {
    this.#composer = new MimeMailComposer(from);
    const url = new URL(smtpUrl);
    this.#transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
      ignoreTLS: url.searchParams.get('tls') === 'off',
      pool: true,
      maxConnections: POOL_CONNECTIONS,
      // A message whose connection closed under it (a server ending an idle connection just as
      // it was reused) goes out once on a new one; never more (docs/security.md: no duplicate sends).
      maxRequeues: 1,
    });
  }

  /**
   * Resolves once the server took the message; rejects with what went wrong otherwise, or once
   * `signal` aborts (a message still waiting for a connection then is never sent).
   */
  async send(message: OutgoingMessage, signal: AbortSignal): Promise<void> {
    await this.#transport.sendMail({
      ...this.#composer.compose(message),
      // Named here, so nodemailer draws no random bytes of its own for a message it only relays.
      baseBoundary: UNUSED_BOUNDARY,
      signal,
    });
  }

  close(): void {
    this.#transport.close();
  }
}
