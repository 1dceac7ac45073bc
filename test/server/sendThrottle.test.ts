import { describe, expect, it } from 'vitest';
import { expectErrorShape, type Reply } from '../support/apiClient';
import { fakeClockHost } from '../support/fakeClockHost';

/** docs/security.md "Codes": sends to one destination at least 60 s apart, at most 5 in 10 minutes; 429 with Retry-After. */
describe('send throttle per destination', () => {
  const env = fakeClockHost();

  async function send(email: string, channel = 'EMAIL_LOGIN') {
    return env.api.intent(await env.api.state(), { channel, email });
  }

  function expectThrottled(res: Reply<unknown>, retryAfterS: number): void {
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(res.headers['retry-after'])).toBe(retryAfterS);
    expect(expectErrorShape(res).error).toBe('rate_limited');
  }

  it('refuses a second send within 60 s with 429 and Retry-After, and sends nothing', async () => {
    expect((await send('alice@example.com')).status).toBe(200);
    env.clock.advance(20_000);
    expectThrottled(await send('alice@example.com'), 40);
    expect(await env.api.outbox('alice@example.com')).toHaveLength(1);
    env.clock.advance(39_000);
    expectThrottled(await send('alice@example.com'), 1);
    env.clock.advance(1_000);
    expect((await send('alice@example.com')).status).toBe(200);
    expect(await env.api.outbox('alice@example.com')).toHaveLength(2);
  });

  it('allows at most 5 sends in 10 minutes, then says when the window reopens', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await send('alice@example.com')).status, `send ${i + 1}`).toBe(200);
      env.clock.advance(60_000);
    }
    // 5 sends at 0..4 min; now 5 min: the window (opened at 0) reopens at 10 min.
    expectThrottled(await send('alice@example.com'), 300);
    env.clock.advance(299_000);
    expectThrottled(await send('alice@example.com'), 1);
    env.clock.advance(1_000);
    expect((await send('alice@example.com')).status).toBe(200);
    expect(await env.api.outbox('alice@example.com')).toHaveLength(6);
  });

  it('counts resends and every email channel toward the same destination', async () => {
    const state = await env.api.state();
    const first = await env.api.intent(state, { channel: 'EMAIL_LOGIN', email: 'alice@example.com' });
    env.clock.advance(10_000);
    expectThrottled(
      await env.api.intent(state, {
        channel: 'EMAIL_LOGIN',
        email: 'alice@example.com',
        resend: true,
        asId: first.body.asId,
      }),
      50,
    );
    expectThrottled(await send('alice@example.com', 'MAGIC_LINK'), 50);
    expectThrottled(await send('alice@example.com', 'OTP'), 50);
  });

  it('treats spellings of one address as one destination', async () => {
    expect((await send('alice@example.com')).status).toBe(200);
    expectThrottled(await send('  Alice@EXAMPLE.com '), 60);
  });

  it('throttles each destination on its own', async () => {
    expect((await send('alice@example.com')).status).toBe(200);
    expect((await send('bob@example.com')).status).toBe(200);
    expectThrottled(await send('alice@example.com'), 60);
  });

  it('holds under parallel sends: of 10 at once, exactly one goes out', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => send('alice@example.com')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(9);
    expect(await env.api.outbox('alice@example.com')).toHaveLength(1);
  });
});
