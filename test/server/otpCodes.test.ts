import { describe, expect, it } from 'vitest';
import { OTP_TTL_MS } from '../../contract/constants';
import { apiClient, createApp, expectErrorShape, wrongOtp } from '../support/apiClient';
import { fakeClockHost } from '../support/fakeClockHost';

/** docs/security.md "Codes": a code expires after at most 10 minutes, works once, only for its transaction. */
describe('email OTP codes', () => {
  const env = fakeClockHost();

  it('accepts a code just before its 10 minutes are up', async () => {
    const { state, asId, otp } = await env.api.startEmail('alice@example.com');
    env.clock.advance(OTP_TTL_MS - 1000);
    expect((await env.api.otp(state, asId, otp)).status).toBe(200);
  });

  it('refuses the right code once 10 minutes have passed, and the sign-in reads FAILED', async () => {
    const { state, asId, otp } = await env.api.startEmail('alice@example.com');
    env.clock.advance(OTP_TTL_MS);
    const res = await env.api.otp(state, asId, otp);
    expect(res.status).toBe(400);
    expect(expectErrorShape(res).error).toBe('otp_expired');
    expect((await env.api.status(state, asId)).body).toEqual({ status: 'FAILED', isCrossDevice: false });
  });

  it('accepts a code once: submitting it again is refused', async () => {
    const { state, asId, otp } = await env.api.startEmail('alice@example.com');
    expect((await env.api.otp(state, asId, otp)).status).toBe(200);
    const again = await env.api.otp(state, asId, otp);
    expect(again.status).toBe(400);
    expect(expectErrorShape(again).error).toBe('code_invalid');
  });

  it('answers a wrong code after a finished sign-in with an error, never with the sign-in code', async () => {
    const { state, asId, otp } = await env.api.startEmail('alice@example.com');
    const { code } = (await env.api.otp(state, asId, otp)).body;
    const wrong = await env.api.otp(state, asId, wrongOtp(otp));
    expect(wrong.status).toBe(400);
    expect(wrong.text).not.toContain(code);
  });

  it('accepts a code only for the transaction that sent it: the code of A fails on B', async () => {
    const state = await env.api.state();
    const a = await env.api.intent(state, { channel: 'EMAIL_LOGIN', email: 'alice@example.com' });
    const b = await env.api.intent(state, { channel: 'EMAIL_LOGIN', email: 'bob@example.com' });
    const otpA = (await env.api.lastMessage('alice@example.com')).code!;
    const otpB = (await env.api.lastMessage('bob@example.com')).code!;
    expect(otpA).not.toBe(otpB);

    const crossed = await env.api.otp(state, b.body.asId, otpA);
    expect(crossed.status).toBe(400);
    expect(expectErrorShape(crossed).error).toBe('otp_incorrect');
    expect((await env.api.status(state, b.body.asId)).body.status).toBe('PENDING');
    expect((await env.api.otp(state, b.body.asId, otpB)).status).toBe(200);
    expect((await env.api.otp(state, a.body.asId, otpA)).status).toBe(200);
  });

  it("refuses a code checked through another app's id: 404, as if the sign-in did not exist", async () => {
    await createApp(env.host, 'shop');
    const { state, asId, otp } = await env.api.startEmail('alice@example.com');
    const res = await apiClient(env.host, { appId: 'shop' }).otp(state, asId, otp);
    expect(res.status).toBe(404);
    expect(expectErrorShape(res).error).toBe('transaction_not_found');
  });

  it('a resend replaces the code: the previous code no longer works', async () => {
    const { state, asId, otp: first } = await env.api.startEmail('alice@example.com');
    env.clock.advance(60_000);
    const resend = await env.api.intent(state, {
      channel: 'EMAIL_LOGIN',
      email: 'alice@example.com',
      resend: true,
      asId,
    });
    expect(resend.status).toBe(200);
    expect(resend.body.asId).toBe(asId);
    const second = (await env.api.lastMessage('alice@example.com')).code!;
    if (second !== first) expect((await env.api.otp(state, asId, first)).body.error).toBe('otp_incorrect');
    expect((await env.api.otp(state, asId, second)).status).toBe(200);
  });

  it('only the browser that started a sign-in can check its code: another state gets 404', async () => {
    const { asId, otp } = await env.api.startEmail('alice@example.com');
    const otherBrowser = await env.api.state();
    const res = await env.api.otp(otherBrowser, asId, otp);
    expect(res.status).toBe(404);
    expect(expectErrorShape(res).error).toBe('transaction_not_found');
  });
});
