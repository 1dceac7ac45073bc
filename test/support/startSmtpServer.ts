import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  /** The message as it came over DATA: headers and MIME body. */
  raw: string;
}

export interface SmtpSink {
  /** `SMTP_URL` for the host: plain SMTP on 127.0.0.1, no TLS. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next message that arrives (or one that already did and was not taken). */
  next: () => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

/**
 * A real SMTP server in-process that accepts every message (no auth, no STARTTLS) and keeps it;
 * with `refuseRecipients` it answers every RCPT TO with 550.
 */
export async function startSmtpServer(options: { refuseRecipients?: boolean } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let taken = 0;
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.refuseRecipients) return callback();
      const error = Object.assign(new Error(`No mailbox here by the name of ${address.address}`), {
        responseCode: 550,
      });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({
          from: mailFrom ? mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        const resolve = waiting.shift();
        if (resolve) resolve(received[taken++]!);
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
    received,
    next: () =>
      taken < received.length
        ? Promise.resolve(received[taken++]!)
        : new Promise<ReceivedMail>((resolve) => waiting.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
