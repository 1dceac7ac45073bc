import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDENTITY_MAX_FAILURES, OTP_MAX_ATTEMPTS } from '../../contract/constants';
import {
  type ApiClient,
  apiClient,
  expectErrorShape,
  type FakeClock,
  fakeClock,
  linkPath,
  wrongOtp,
} from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';

/** Sends at 2-minute steps stay inside "5 per 10 minutes" and "60 s apart" (docs/security.md "Codes"). */
const SEND_STEP_MS = 120_000;

interface Started {
  state: string;
  asId: string;
  otp: string;
}

/** docs/security.md "Codes": at most 5 wrong attempts per code, at most 100 consecutive failures per identity. */
describe('wrong-code limits', () => {
  let host: Host;
  let api: ApiClient;
  let clock: FakeClock;
  beforeEach(async () => {
    clock = fakeClock();
    host = await startHost({ listen: false, overrides: { clock } });
    api = apiClient(host);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await host.close();
  });

  /** A new code for `email`: every other one a resend of the previous transaction, the rest new transactions. */
  async function nextCode(email: string, previous: Started | undefined, resend: boolean): Promise<Started> {
    clock.advance(SEND_STEP_MS);
    if (!previous || !resend) return api.startEmail(email);
    const res = await api.intent(previous.state, {
      channel: 'EMAIL_LOGIN',
      email,
      resend: true,
      asId: previous.asId,
    });
    expect(res.status).toBe(200);
    return { ...previous, otp: (await api.lastMessage(email)).code! };
  }

  async function failTimes(code: Started, times: number): Promise<void> {
    for (let i = 0; i < times; i++) {
      const res = await api.otp(code.state, code.asId, wrongOtp(code.otp));
      expect(res.status, `attempt ${i + 1}`).toBe(400);
      expect(res.body.error).toBe('otp_incorrect');
    }
  }

  /** `failures` wrong attempts spread over fresh codes (5 per code); returns the last code used. */
  async function failIdentity(email: string, failures: number): Promise<Started> {
    let code: Started | undefined;
    for (let left = failures, i = 0; left > 0; left -= OTP_MAX_ATTEMPTS, i++) {
      code = await nextCode(email, code, i % 2 === 1);
      await failTimes(code, Math.min(OTP_MAX_ATTEMPTS, left));
    }
    return code!;
  }

  it('locks the code after 5 wrong attempts: the 6th answers 429 otp_locked, even with the right code', async () => {
    const code = await api.startEmail('alice@example.com');
    await failTimes(code, OTP_MAX_ATTEMPTS);
    const sixth = await api.otp(code.state, code.asId, code.otp);
    expect(sixth.status).toBe(429);
    expect(expectErrorShape(sixth).error).toBe('otp_locked');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await api.status(code.state, code.asId)).body.status).toBe('PENDING');
  });

  it('a resend gives a new code with its own 5 attempts', async () => {
    const first = await api.startEmail('alice@example.com');
    await failTimes(first, OTP_MAX_ATTEMPTS);
    const second = await nextCode('alice@example.com', first, true);
    await failTimes(second, OTP_MAX_ATTEMPTS - 1);
    expect((await api.otp(second.state, second.asId, second.otp)).status).toBe(200);
  });

  it('locks the identity after 100 consecutive failures, across resends and new transactions', async () => {
    const email = 'alice@example.com';
    await failIdentity(email, IDENTITY_MAX_FAILURES);

    const fresh = await nextCode(email, undefined, false);
    const locked = await api.otp(fresh.state, fresh.asId, fresh.otp);
    expect(locked.status).toBe(403);
    expect(expectErrorShape(locked).error).toBe('identity_locked');
    expect((await api.status(fresh.state, fresh.asId)).body.status).toBe('PENDING');

    const resent = await nextCode(email, fresh, true);
    expect((await api.otp(resent.state, resent.asId, resent.otp)).body.error).toBe('identity_locked');

    // No time is promised: only a success unlocks.
    expect(locked.headers['retry-after']).toBeUndefined();

    // Another identity is not affected.
    const bob = await api.startEmail('bob@example.com');
    expect((await api.otp(bob.state, bob.asId, bob.otp)).status).toBe(200);
  });

  it('keeps the identity locked however long nobody succeeds: time alone never resets the count', async () => {
    const email = 'alice@example.com';
    await failIdentity(email, IDENTITY_MAX_FAILURES);
    for (const days of [1, 30]) {
      clock.advance(days * 86_400_000);
      const later = await nextCode(email, undefined, false);
      const answer = await api.otp(later.state, later.asId, later.otp);
      expect(answer.body.error, `after ${days} days`).toBe('identity_locked');
    }
  });

  it('lets a locked identity sign in by link, and that success unlocks its codes', async () => {
    const email = 'alice@example.com';
    await failIdentity(email, IDENTITY_MAX_FAILURES);
    const started = await nextCode(email, undefined, false);
    expect((await api.otp(started.state, started.asId, started.otp)).body.error).toBe('identity_locked');

    const link = (await api.lastMessage(email)).link!;
    const opened = await api.request({
      method: 'POST',
      url: linkPath(link).path,
      headers: { origin: host.services.issuer },
    });
    expect(opened.status).toBeLessThan(400);
    expect((await api.status(started.state, started.asId)).body.status).toBe('SUCCESS');

    const next = await nextCode(email, undefined, false);
    expect((await api.otp(next.state, next.asId, next.otp)).status).toBe(200);
  });

  it('does not lock the identity at 99 failures, and a success resets the count', async () => {
    const email = 'alice@example.com';
    const last = await failIdentity(email, IDENTITY_MAX_FAILURES - 1);
    // 99 failures so far, 4 of them on `last`: its 5th attempt is the identity's 100th.
    expect((await api.otp(last.state, last.asId, last.otp)).status).toBe(200);

    // Had the success not reset the count, the next attempt would be the 101st and refused.
    const next = await nextCode(email, undefined, false);
    await failTimes(next, 1);
    expect((await api.otp(next.state, next.asId, next.otp)).status).toBe(200);
  });

  it('50 parallel wrong guesses evaluate at most 5 and never succeed', async () => {
    const code = await api.startEmail('alice@example.com');
    const matches = vi.spyOn(host.services.hasher, 'matches');
    const guesses = Array.from({ length: 50 }, (_, i) =>
      String((Number(code.otp) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(guesses.map((guess) => api.otp(code.state, code.asId, guess)));

    const evaluated = matches.mock.calls.filter(([purpose]) => purpose === 'otp').length;
    expect(evaluated).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(0);
    expect(answers.filter((a) => a.body.error === 'otp_incorrect')).toHaveLength(evaluated);
    expect(answers.filter((a) => a.status === 429 && a.body.error === 'otp_locked')).toHaveLength(
      50 - evaluated,
    );

    const row = await host.services.db.kysely
      .selectFrom('transactions')
      .select(['otp_attempts', 'status'])
      .where('id', '=', code.asId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ otp_attempts: OTP_MAX_ATTEMPTS, status: 'PENDING' });
    expect((await api.otp(code.state, code.asId, code.otp)).body.error).toBe('otp_locked');
  });
});
