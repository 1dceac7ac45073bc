import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import type { Services } from '../../server/Services';
import { WEBHOOK_FIRST_RETRY_MS } from '../../server/webhooks/webhookEvents';
import { apiClient, type FakeClock, fakeClock } from '../support/apiClient';
import { type Answer, recordingServer } from '../support/recordingServer';
import { appsStorage, runAppsInProcess } from '../support/runApps';
import { sessionClient } from '../support/sessionClient';
import { startHost } from '../support/startHost';

type Receiver = Awaited<ReturnType<typeof recordingServer>>;

/** docs/webhooks.md: Standard Webhooks, from a durable queue, retried, SSRF-safe. */
describe('webhooks', () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function world(
    answer: (index: number, url: string) => Answer,
    clock: FakeClock = fakeClock(Date.now()),
  ) {
    const storage = appsStorage();
    cleanup.push(storage.remove);
    const receiver = await recordingServer((r, i) => answer(i, r.url));
    cleanup.push(receiver.close);
    const start = async () => {
      const host = await startHost({ listen: false, overrides: { clock }, env: storage.env });
      cleanup.push(host.close);
      return host;
    };
    const host = await start();
    return { storage, receiver, clock, host, start };
  }

  async function addEndpoint(env: Record<string, string>, url: string, events: string): Promise<string> {
    const run = await runAppsInProcess(['webhooks', 'add', 'demo', url, '--events', events], env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    return /^signing secret: (whsec_\S+)$/m.exec(run.stdout)![1]!;
  }

  async function received(services: Services, receiver: Receiver, count: number): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (receiver.requests.length < count) {
      if (Date.now() > deadline)
        throw new Error(`only ${receiver.requests.length} of ${count} webhooks arrived`);
      services.webhookWorker.wake();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * Waits until the delivery's `attempts`-th attempt has its outcome recorded. A test moves the
   * clock only after that, so the wait the host schedules is measured from the attempt's own time.
   */
  async function attemptRecorded(services: Services, id: string, attempts: number) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const row = (await services.webhookDeliveries.get('demo', id))!;
      if (Number(row.attempts) >= attempts && row.lease_until === null) return row;
      if (Date.now() > deadline) throw new Error(`attempt ${attempts} was not recorded`);
      services.webhookWorker.wake();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const events = (receiver: Receiver) =>
    receiver.requests.map((r) => (JSON.parse(r.body) as { type: string }).type);

  it('signs each event as Standard Webhooks, verified by the standardwebhooks receiver', async () => {
    const { storage, receiver, host } = await world(() => ({ status: 204 }));
    const secret = await addEndpoint(
      storage.env,
      `${receiver.url}/hook`,
      'user.created,signin.succeeded,session.revoked',
    );
    const sessions = sessionClient(apiClient(host));
    const { state, session } = await sessions.signedIn('hook@example.com');
    await received(host.services, receiver, 2);
    const logout = await sessions.logoutSession(state, {
      sessionId: session.sessionId,
      sessionToken: session.sessionToken,
    });
    expect(logout.status).toBe(200);
    await received(host.services, receiver, 3);

    expect(events(receiver)).toEqual(['user.created', 'signin.succeeded', 'session.revoked']);
    const verifier = new Webhook(secret);
    for (const request of receiver.requests) {
      const headers = request.headers as Record<string, string>;
      expect(headers['webhook-id']).toMatch(/^msg_/);
      expect(headers['webhook-signature']).toMatch(/^v1,/);
      const payload = verifier.verify(request.body, headers) as { data: Record<string, unknown> };
      expect(payload.data.appId).toBe('demo');
    }
    const [created, signedIn] = receiver.requests.map((r) => JSON.parse(r.body));
    expect(created.data.user.email).toBe('hook@example.com');
    expect(signedIn.data).toMatchObject({
      userId: created.data.user.uid,
      channel: 'EMAIL_LOGIN',
      method: 'otp',
    });

    // A wrong secret or a changed body does not verify.
    const wrong = new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`);
    const first = receiver.requests[0]!;
    expect(() => wrong.verify(first.body, first.headers as Record<string, string>)).toThrow();
    expect(() => verifier.verify(`${first.body} `, first.headers as Record<string, string>)).toThrow();
  });

  it('retries a 500 with a doubling wait, then delivers, and the log shows it', async () => {
    const { storage, receiver, host, clock } = await world((i) => ({ status: i < 2 ? 500 : 200 }));
    const secret = await addEndpoint(storage.env, `${receiver.url}/hook`, 'signin.succeeded');
    await apiClient(host).signIn('retry@example.com');
    await received(host.services, receiver, 1);
    const [queued] = await host.services.webhookDeliveries.log('demo', 1);
    await attemptRecorded(host.services, queued!.id, 1);
    // Not again before the wait is over.
    await new Promise((resolve) => setTimeout(resolve, 300));
    host.services.webhookWorker.wake();
    expect(receiver.requests).toHaveLength(1);
    clock.advance(WEBHOOK_FIRST_RETRY_MS);
    await attemptRecorded(host.services, queued!.id, 2);
    clock.advance(2 * WEBHOOK_FIRST_RETRY_MS);
    await received(host.services, receiver, 3);
    // The same message each time: the receiver can tell a retry from a new event.
    expect(new Set(receiver.requests.map((r) => r.headers['webhook-id'])).size).toBe(1);
    new Webhook(secret).verify(
      receiver.requests[2]!.body,
      receiver.requests[2]!.headers as Record<string, string>,
    );

    const log = await runAppsInProcess(['webhooks', 'log', 'demo'], storage.env);
    expect(log.stdout).toMatch(/signin\.succeeded\s+delivered\s+3/);
  });

  it('gives up a day after the event, marks the delivery failed and sends delivery.failed', async () => {
    const { storage, receiver, host, clock } = await world((_i, url) => ({
      status: url === '/ops' ? 200 : 500,
    }));
    await addEndpoint(storage.env, `${receiver.url}/down`, 'signin.succeeded');
    await addEndpoint(storage.env, `${receiver.url}/ops`, 'delivery.failed');
    await apiClient(host).signIn('late@example.com');
    const store = host.services.webhookDeliveries;
    const [queued] = await store.log('demo', 1);
    const recorded = (attempts: number) => attemptRecorded(host.services, queued!.id, attempts);
    for (
      let row = await recorded(1);
      row.status === 'pending';
      row = await recorded(Number(row.attempts) + 1)
    ) {
      clock.advance(Math.max(0, Number(row.next_attempt_at) - clock.now()));
    }
    await received(host.services, receiver, 16);
    const down = receiver.requests.filter((r) => r.url === '/down');
    const [failed] = (await store.log('demo', 5)).filter((d) => d.event === 'signin.succeeded');
    expect(failed).toMatchObject({ status: 'failed', last_status: 500 });
    expect(failed!.attempts).toBe(down.length);
    // 5 s, 10 s, 20 s … : the last attempt is within a day of the event, the next would not be.
    expect(down.length).toBe(15);

    const ops = receiver.requests.filter((r) => r.url === '/ops');
    expect(ops).toHaveLength(1);
    expect(JSON.parse(ops[0]!.body)).toMatchObject({
      type: 'delivery.failed',
      data: { deliveryId: failed!.id, event: 'signin.succeeded', attempts: 15, lastError: 'HTTP 500' },
    });
  });

  it('survives a restart: a delivery queued by one host is sent by the next', async () => {
    let up = false;
    const { storage, receiver, host, clock, start } = await world(() => ({ status: up ? 200 : 503 }));
    const secret = await addEndpoint(storage.env, `${receiver.url}/hook`, 'signin.succeeded');
    await apiClient(host).signIn('restart@example.com');
    await received(host.services, receiver, 1);
    await host.close();

    up = true;
    const next = await start();
    clock.advance(WEBHOOK_FIRST_RETRY_MS);
    await received(next.services, receiver, 2);
    const [first, second] = receiver.requests;
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    new Webhook(secret).verify(second!.body, second!.headers as Record<string, string>);
  });

  it('two hosts on one database send each delivery once', async () => {
    const { storage, receiver, host, start } = await world(() => ({ status: 200 }));
    const other = await start();
    await addEndpoint(storage.env, `${receiver.url}/hook`, 'signin.succeeded');
    const emails = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => `${n}@example.com`);
    await Promise.all(emails.map((email, i) => apiClient(i % 2 ? host : other).signIn(email)));
    await received(host.services, receiver, emails.length);
    other.services.webhookWorker.wake();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.requests).toHaveLength(emails.length);
    expect(new Set(receiver.requests.map((r) => r.headers['webhook-id'])).size).toBe(emails.length);
  });

  it('refuses private and loopback addresses outside dev mode', async () => {
    const { storage, receiver, host } = await world(() => ({ status: 200 }));
    await addEndpoint(storage.env, `${receiver.url}/hook`, 'signin.succeeded');
    (host.services.config as { mode: string }).mode = 'production';
    await apiClient(host).signIn('ssrf@example.com');
    const store = host.services.webhookDeliveries;
    const deadline = Date.now() + 10_000;
    while ((await store.log('demo', 1))[0]?.last_error == null && Date.now() < deadline) {
      host.services.webhookWorker.wake();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await store.log('demo', 1))[0]?.last_error).toMatch(/private or loopback/);
    expect(receiver.requests).toHaveLength(0);
  });
});
