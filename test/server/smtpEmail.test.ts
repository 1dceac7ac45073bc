import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../contract/paths';
import { emailMessage } from '../../server/delivery/emailMessage';
import { SmtpEmailDelivery } from '../../server/delivery/SmtpEmailDelivery';
import { SesameError } from '../../server/errors/SesameError';
import { readMail } from '../support/readMail';
import { type Host, startHost } from '../support/startHost';
import { type SmtpSink, startSmtpServer } from '../support/startSmtpServer';

const FROM = 'Sesame <no-reply@sesame.test>';
/** A link as long as a real one: the QP-encoded HTML line must be folded and put back together. */
const LINK = `http://localhost:8787/l/${'A1b2-C3d4_'.repeat(5)}xyz`;

/** A TCP server that accepts connections and never says a word (no SMTP greeting). */
async function startSilentServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}?tls=off`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe('SmtpEmailDelivery', () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it('sends the sign-in email with the code and the link, to and from the right addresses', async () => {
    const delivery = new SmtpEmailDelivery(smtp.url, FROM);
    const message = emailMessage({
      appId: 'acme',
      appName: 'Acme',
      to: 'ada@example.com',
      code: '493027',
      link: LINK,
      locale: 'en',
    });
    await delivery.send(message);
    delivery.close();

    const mail = await smtp.next();
    expect(mail.from).toBe('no-reply@sesame.test');
    expect(mail.to).toEqual(['ada@example.com']);
    const read = readMail(mail.raw);
    expect(read.headers.get('from')).toBe(FROM);
    expect(read.headers.get('to')).toBe('ada@example.com');
    expect(read.headers.get('subject')).toBe('493027 is your Acme sign-in code');
    expect(read.text).toBe(message.text);
    expect(read.text).toContain('493027');
    expect(read.text).toContain(LINK);
    expect(read.html).toBe(message.html);
    expect(read.html).toContain('493027');
    expect(read.html).toContain(`href="${LINK}"`);
  });

  it('carries a non-ASCII, HTML-special app name intact through the headers and both bodies', async () => {
    const delivery = new SmtpEmailDelivery(smtp.url, FROM);
    const appName = 'Café <Crème> & Co';
    await delivery.send(
      emailMessage({ appId: 'cafe', appName, to: 'zoë@example.com', link: LINK, locale: 'en' }),
    );
    delivery.close();

    const mail = await smtp.next();
    expect(mail.to).toEqual(['zoë@example.com']);
    const read = readMail(mail.raw);
    expect(read.headers.get('subject')).toBe(`Sign in to ${appName}`);
    expect(read.text).toContain(`Sign in to ${appName}`);
    expect(read.html).toContain('Sign in to Café &#60;Crème&#62; &#38; Co');
    expect(read.html).not.toContain('<Crème>');
  });

  it('fails with delivery_failed when the server refuses the recipient', async () => {
    const refusing = await startSmtpServer({ refuseRecipients: true });
    const delivery = new SmtpEmailDelivery(refusing.url, FROM);
    try {
      const sent = delivery.send(
        emailMessage({ appId: 'acme', appName: 'Acme', to: 'ada@example.com', code: '1', locale: 'en' }),
      );
      await expect(sent).rejects.toMatchObject({ name: 'SesameError', code: 'delivery_failed', status: 502 });
    } finally {
      delivery.close();
      await refusing.close();
    }
  });

  it('fails with delivery_failed within 10 s when the server never answers', async () => {
    const silent = await startSilentServer();
    const delivery = new SmtpEmailDelivery(silent.url, FROM);
    const started = Date.now();
    try {
      const error = await delivery
        .send(
          emailMessage({
            appId: 'acme',
            appName: 'Acme',
            to: 'ada@example.com',
            code: '493027',
            locale: 'en',
          }),
        )
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(error).toBeInstanceOf(SesameError);
      expect(error).toMatchObject({ code: 'delivery_failed' });
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      delivery.close();
      await silent.close();
    }
  }, 15_000);

  it('delivers many sends made at once, each to its own address, over the pooled connections', async () => {
    const delivery = new SmtpEmailDelivery(smtp.url, FROM);
    const before = smtp.received.length;
    const to = Array.from({ length: 20 }, (_, i) => `user${i}@example.com`);
    try {
      await Promise.all(
        to.map((address, i) =>
          delivery.send(
            emailMessage({ appId: 'acme', appName: 'Acme', to: address, code: `10000${i}`, locale: 'en' }),
          ),
        ),
      );
    } finally {
      delivery.close();
    }
    const got = smtp.received.slice(before);
    expect(got.map((m) => m.to[0]).sort()).toEqual([...to].sort());
    for (const [i, address] of to.entries())
      expect(readMail(got.find((m) => m.to[0] === address)?.raw ?? '').headers.get('subject')).toBe(
        `10000${i} is your Acme sign-in code`,
      );
    smtp.received.splice(before);
  });

  it('sends again after its pooled connection was closed for idling', async () => {
    const delivery = new SmtpEmailDelivery(smtp.url, FROM);
    const before = smtp.received.length;
    const send = (to: string) =>
      delivery.send(emailMessage({ appId: 'acme', appName: 'Acme', to, code: '123456', locale: 'en' }));
    try {
      await send('first@example.com');
      // Past the socket timeout: the idle connection is gone.
      await new Promise((resolve) => setTimeout(resolve, 4500));
      await send('second@example.com');
    } finally {
      delivery.close();
    }
    expect(smtp.received.slice(before).map((m) => m.to[0])).toEqual([
      'first@example.com',
      'second@example.com',
    ]);
    smtp.received.splice(before);
  }, 15_000);

  it('fails every one of many sends at once with delivery_failed within 10 s when the server never answers', async () => {
    const silent = await startSilentServer();
    const delivery = new SmtpEmailDelivery(silent.url, FROM);
    const started = Date.now();
    try {
      const outcomes = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          delivery
            .send(
              emailMessage({
                appId: 'acme',
                appName: 'Acme',
                to: `u${i}@example.com`,
                code: '1',
                locale: 'en',
              }),
            )
            .then(
              () => ({ sent: true, after: Date.now() - started }),
              (error: unknown) => ({ error, after: Date.now() - started }),
            ),
        ),
      );
      for (const outcome of outcomes) {
        expect(outcome).toMatchObject({ error: { code: 'delivery_failed' } });
        expect(outcome.after).toBeLessThan(10_000);
      }
    } finally {
      delivery.close();
      await silent.close();
    }
  }, 15_000);

  it('refuses to send anything but email', async () => {
    const delivery = new SmtpEmailDelivery(smtp.url, FROM);
    const message = { appId: 'acme', channel: 'SMS' as const, to: '+447700900123', text: 'hi' };
    await expect(delivery.send(message)).rejects.toThrow(TypeError);
    delivery.close();
  });
});

describe('a host with SMTP_URL', () => {
  let smtp: SmtpSink;
  let host: Host | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    await host?.close();
    host = undefined;
  });
  afterAll(() => smtp.close());

  async function beginEmailLogin(h: Host, email: string) {
    const { state } = (await (await fetch(`${h.url}${API.state}?appId=demo`)).json()) as { state: string };
    const response = await fetch(`${h.url}${API.intent}/${state}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ appId: 'demo', channel: 'EMAIL_LOGIN', email }),
    });
    return { state, response };
  }

  it('sends the EMAIL_LOGIN email over SMTP, and the emailed code signs in', async () => {
    host = await startHost({ env: { SMTP_URL: smtp.url, MAIL_FROM: FROM } });
    const { state, response } = await beginEmailLogin(host, 'Ada@Example.com');
    expect(response.status).toBe(200);
    const { asId } = (await response.json()) as { asId: string };

    const mail = await smtp.next();
    expect(mail.from).toBe('no-reply@sesame.test');
    expect(mail.to).toEqual(['ada@example.com']);
    const read = readMail(mail.raw);
    const code = /^(\d{6}) is your Sesame Demo Shop sign-in code$/.exec(
      read.headers.get('subject') ?? '',
    )?.[1];
    expect(code).toBeDefined();
    const link = new RegExp(`${host.url}/l/[A-Za-z0-9_-]+`).exec(read.text ?? '')?.[0];
    expect(link).toBeDefined();
    expect(read.text).toContain(`Your code: ${code}`);
    expect(read.html).toContain(`>${code}<`);
    expect(read.html).toContain(`href="${link}"`);

    const outbox = await (await fetch(`${host.url}/dev/outbox`)).json();
    expect(outbox).toEqual([]);

    const verified = await fetch(`${host.url}${API.otp}/${state}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ appId: 'demo', asId, otp: code }),
    });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ code: expect.any(String) });
  });

  it('answers 502 delivery_failed within 10 s when the mail server never answers', async () => {
    const silent = await startSilentServer();
    try {
      host = await startHost({ env: { SMTP_URL: silent.url } });
      const started = Date.now();
      const { response } = await beginEmailLogin(host, 'ada@example.com');
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ statusCode: 502, error: 'delivery_failed' });
    } finally {
      await silent.close();
    }
  }, 15_000);
});
