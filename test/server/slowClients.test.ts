import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REQUEST_TIMEOUT_MS,
  STREAM_BUSY_RETRY_S,
  STREAMS_PER_IP_MAX,
  STREAMS_PER_STATE_MAX,
} from '../../contract/clientLimits';
import { API } from '../../contract/paths';
import { issueState } from '../../server/crypto/browserState';
import { STATE_PURPOSE } from '../../server/signin/transactionFor';
import { type Host, startHost } from '../support/startHost';

/** What the host answers a client that sends its body one byte a second, and when. */
function dribble(port: number, path: string): Promise<{ answer: string; afterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
      );
      timer = setInterval(() => socket.writable && socket.write(' '), 1000);
    });
    socket.on('data', (d) => (answer += d));
    socket.on('error', reject);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, afterMs: Date.now() - started });
    });
  });
}

/** docs/security.md: request and connection timeouts bound slow clients; live-status streams are capped per client. */
describe('slow and greedy clients', () => {
  let host: Host;
  beforeAll(async () => {
    host = await startHost({ env: { CLIENT_LIMITS_FACTOR: '1' } });
  });
  afterAll(() => host?.close());

  it(`answers a body that trickles in with 408 in the spec's shape within ${REQUEST_TIMEOUT_MS / 1000} s`, async () => {
    const port = Number(new URL(host.url).port);
    const { answer, afterMs } = await dribble(port, `${API.intent}/x`);
    expect(afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 1000);
    expect(afterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 3000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body).toMatchObject({ statusCode: 408, error: 'request_timeout' });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  }, 30_000);

  /** A pending sign-in of `state`, made directly in storage (the intent route has limits of its own). */
  async function pending(state: string, i: number): Promise<string> {
    const now = host.services.clock.now();
    const id = `stream${i}`;
    await host.services.transactions.create({
      id,
      appId: 'demo',
      stateHash: host.services.hasher.hash(STATE_PURPOSE, state),
      channel: 'EMAIL_LOGIN',
      identityType: 'EMAIL',
      identity: `s${i}@example.com`,
      otpHash: null,
      linkHash: null,
      expiresAt: now + 600_000,
      createdAt: now,
    });
    return id;
  }
  const open = (state: string, asId: string, controller: AbortController) =>
    fetch(`${host.url}${API.statusStream}/${state}?appId=demo&asId=${asId}`, { signal: controller.signal });

  it(`holds at most ${STREAMS_PER_STATE_MAX} streams per state and ${STREAMS_PER_IP_MAX} per address, then 503 with Retry-After`, async () => {
    const controller = new AbortController();
    try {
      const state = issueState(host.services.hasher, host.services.random);
      const mine = await Promise.all(
        Array.from({ length: STREAMS_PER_STATE_MAX + 1 }, (_, i) => pending(state, i)),
      );
      const answers = [];
      for (const asId of mine) answers.push(await open(state, asId, controller));
      expect(answers.slice(0, -1).map((a) => a.status)).toEqual(Array(STREAMS_PER_STATE_MAX).fill(200));
      const busy = answers.at(-1)!;
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe(String(STREAM_BUSY_RETRY_S));
      expect(await busy.json()).toMatchObject({ error: 'stream_busy', statusCode: 503 });

      // Other states from the same address fill its share, then it too is refused. Each answer
      // is kept: fetch cancels the body of a Response that is garbage-collected, which would
      // close its stream and give its slot back mid-test.
      let i = 100;
      while (answers.length - 1 < STREAMS_PER_IP_MAX) {
        const other = issueState(host.services.hasher, host.services.random);
        answers.push(await open(other, await pending(other, i++), controller));
        expect(answers.at(-1)?.status).toBe(200);
      }
      const other = issueState(host.services.hasher, host.services.random);
      const refused = await open(other, await pending(other, i++), controller);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe(String(STREAM_BUSY_RETRY_S));
    } finally {
      controller.abort();
    }
    // Closed streams give their slots back.
    await new Promise((r) => setTimeout(r, 200));
    const state = issueState(host.services.hasher, host.services.random);
    const again = new AbortController();
    expect((await open(state, await pending(state, 999), again)).status).toBe(200);
    again.abort();
  }, 30_000);
});
