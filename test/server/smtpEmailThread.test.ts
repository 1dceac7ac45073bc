import { readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMessage } from '../../server/delivery/Delivery';
import { emailMessage } from '../../server/delivery/emailMessage';
import { SmtpEmailDelivery } from '../../server/delivery/SmtpEmailDelivery';
import { type SmtpSink, startSmtpServer } from '../support/startSmtpServer';

const FROM = 'Sesame <no-reply@sesame.test>';

const mail = (to: string, code = '493027'): OutgoingMessage =>
  emailMessage({ appId: 'acme', appName: 'Acme', to, code, locale: 'en' });

/** The process's threads (Linux): the mail thread is one of them while it runs. */
const threads = () => readdirSync('/proc/self/task').length;

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await sleep(25);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** SmtpEmailDelivery's own thread: what it holds, hands over, refuses and lets go. */
describe('the mail thread', () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  afterEach(() => {
    smtp.received.splice(0);
  });

  it('ends the thread when it has had nothing to send for a while, and starts it again for the next send', async () => {
    // The first test of the file: no thread of an earlier one is still ending.
    const idle = threads();
    const delivery = new SmtpEmailDelivery(smtp.url, FROM, { idleMs: 400 });
    await delivery.send(mail('first@example.com'));
    const running = threads();
    expect(running).toBeGreaterThan(idle);
    await until(() => threads() === idle, 'the idle thread to end');

    await delivery.send(mail('second@example.com'));
    expect(threads()).toBe(running);
    delivery.close();
    await until(() => threads() === idle, 'the closed thread to end');
    expect(smtp.received.map((m) => m.to[0])).toEqual(['first@example.com', 'second@example.com']);
  });

  it('sends more messages at once than it hands the thread, each exactly once', async () => {
    const delivery = new SmtpEmailDelivery(smtp.url, FROM);
    const to = Array.from({ length: 130 }, (_, i) => `many${i}@example.com`);
    try {
      await Promise.all(to.map((address) => delivery.send(mail(address))));
    } finally {
      delivery.close();
    }
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([...to].sort());
  });

  it('refuses a message too large for the thread with delivery_failed, and sends the next', async () => {
    const delivery = new SmtpEmailDelivery(smtp.url, FROM);
    try {
      const huge = { ...mail('huge@example.com'), text: 'é'.repeat(60_000) };
      await expect(delivery.send(huge)).rejects.toMatchObject({
        code: 'delivery_failed',
        cause: { message: expect.stringMatching(/^a message of 12\d{4} bytes$/) },
      });
      await delivery.send(mail('next@example.com'));
    } finally {
      delivery.close();
    }
    expect(smtp.received.map((m) => m.to[0])).toEqual(['next@example.com']);
  });

  it('fails at once what the thread was still sending when it closes, and starts another for the next send', async () => {
    const delivery = new SmtpEmailDelivery(smtp.url, FROM);
    const to = Array.from({ length: 40 }, (_, i) => `closing${i}@example.com`);
    const started = Date.now();
    const outcomes = to.map((address) =>
      delivery.send(mail(address)).then(
        () => 'sent',
        (error: { code?: string }) => error.code,
      ),
    );
    delivery.close();
    const settled = await Promise.all(outcomes);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(new Set(settled)).toEqual(new Set(['delivery_failed']));
    // A message the thread did not send is never sent later.
    await sleep(300);
    expect(smtp.received.filter((m) => m.to[0]?.startsWith('closing'))).toEqual([]);
    const sentBefore = smtp.received.length;

    await delivery.send(mail('after@example.com'));
    delivery.close();
    expect(smtp.received.slice(sentBefore).map((m) => m.to[0])).toEqual(['after@example.com']);
  });
});
