import nodemailer, { type Transporter } from 'nodemailer';
import { SesameError } from '../errors/SesameError';
import type { Delivery, OutgoingMessage } from './Delivery';

/** Bounded so that a stuck mail server turns into a clear error for the user within 10 s. */
const SMTP_TIMEOUT_MS = 4000;

/** Email over SMTP (nodemailer), configured by `SMTP_URL` (smtp:// or smtps://user:pass@host:port). */
export class SmtpEmailDelivery implements Delivery {
  readonly #transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
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
    });
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'EMAIL') throw new TypeError(`SMTP cannot deliver ${message.channel} messages`);
    try {
      await this.#transport.sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    } catch (cause) {
      throw new SesameError('delivery_failed', { cause });
    }
  }

  close(): void {
    this.#transport.close();
  }
}
