import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cryptoRandom } from '../../server/crypto/random';
import { type ApiClient, apiClient, type FakeClock, fakeClock } from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';

/** spec §7 email sign-in, end to end over real HTTP (docs/security.md "Codes", "Sessions and tokens"). */
describe('email OTP sign-in', () => {
  let host: Host;
  let api: ApiClient;
  let clock: FakeClock;
  beforeAll(async () => {
    clock = fakeClock(Date.now());
    host = await startHost({ overrides: { clock } });
    api = apiClient(host, { transport: 'fetch' });
  });
  afterAll(() => host.close());
  afterEach(() => vi.restoreAllMocks());

  it('signs in with the emailed code: state, intent, OTP, status SUCCESS with a code, verify code v2 and v3, ES256 ID token', async () => {
    const email = 'alice@example.com';
    const state = await api.state();
    const intent = await api.intent(state, { channel: 'EMAIL_LOGIN', email });
    expect(intent.status).toBe(200);
    expect(intent.body).toMatchObject({
      channel: 'EMAIL_LOGIN',
      intent: null,
      communicationMode: 'EMAIL',
      destinationUri: 'a•••e@example.com',
      otpLength: 6,
      resendAfter: 60,
    });
    const asId: string = intent.body.asId;
    expect((await api.status(state, asId)).body).toEqual({ status: 'PENDING', isCrossDevice: false });

    const message = await api.lastMessage(email);
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.link).toMatch(/\/l\/[A-Za-z0-9_-]{43}$/);
    const otp = await api.otp(state, asId, message.code!);
    expect(otp.status).toBe(200);
    const code: string = otp.body.code;
    expect(code.length).toBeGreaterThanOrEqual(22);

    for (const version of ['v1', 'v3'] as const) {
      const status = await api.status(state, asId, version);
      expect(status.status).toBe(200);
      expect(status.body).toEqual({
        status: 'SUCCESS',
        user: { uid: expect.any(String) },
        isCrossDevice: false,
        code,
      });
    }
    const uid: string = (await api.status(state, asId)).body.user.uid;

    const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', host.url));
    for (const version of ['v2', 'v3'] as const) {
      const verified = await api.verifyCode(state, code, version);
      expect(verified.status).toBe(200);
      expect(verified.body).toMatchObject({
        asId,
        webauthnRegistered: false,
        user: { uid, email, emailVerified: true },
      });
      const { payload, protectedHeader } = await jwtVerify(verified.body.token, jwks, {
        issuer: host.services.issuer,
        audience: 'demo',
        algorithms: ['ES256'],
      });
      expect(protectedHeader).toMatchObject({ alg: 'ES256', typ: 'JWT' });
      expect(protectedHeader.kid).toEqual(expect.any(String));
      expect(payload).toMatchObject({
        sub: uid,
        iss: host.services.issuer,
        aud: 'demo',
        email,
        email_verified: true,
      });
    }
  });

  it('signs the same user in again on a later sign-in of the same address (any letter case)', async () => {
    const first = await api.signIn('carol@example.com');
    const firstUid = (await api.verifyCode(first.state, first.code)).body.user.uid;
    clock.advance(61_000);
    const second = await api.signIn('Carol@EXAMPLE.com');
    const again = await api.verifyCode(second.state, second.code);
    expect(again.body.user.uid).toBe(firstUid);
  });

  it('OTP channel: the message carries a code and no link', async () => {
    const email = 'otp-only@example.com';
    const state = await api.state();
    const intent = await api.intent(state, { channel: 'OTP', email });
    expect(intent.status).toBe(200);
    expect(intent.body.otpLength).toBe(6);
    const message = await api.lastMessage(email);
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.link).toBeUndefined();
    expect(message.text).not.toContain('/l/');
    expect((await api.otp(state, intent.body.asId, message.code!)).status).toBe(200);
  });

  it('MAGIC_LINK channel: the message carries a link and no code, and an OTP is refused', async () => {
    const email = 'link-only@example.com';
    const state = await api.state();
    const intent = await api.intent(state, { channel: 'MAGIC_LINK', email });
    expect(intent.status).toBe(200);
    expect(intent.body.otpLength).toBeUndefined();
    const message = await api.lastMessage(email);
    expect(message.code).toBeUndefined();
    expect(message.link).toMatch(new RegExp(`^${host.services.issuer}/l/[A-Za-z0-9_-]{22,}$`));
    expect(message.text).not.toMatch(/\b\d{6}\b/);

    const otp = await api.otp(state, intent.body.asId, '123456');
    expect(otp.status).toBe(400);
    expect(otp.body.error).toBe('code_invalid');
    expect((await api.status(state, intent.body.asId)).body.status).toBe('PENDING');
  });

  it('draws codes from crypto, never from Math.random', async () => {
    const mathRandom = vi.spyOn(Math, 'random');
    const { otp } = await api.startEmail('dave@example.com');
    expect(otp).toMatch(/^\d{6}$/);
    expect(mathRandom).not.toHaveBeenCalled();
  });
});

describe('email OTP codes come from the random source', () => {
  it('sends the 6 digits the injected random source gave, and accepts exactly those', async () => {
    const digits = vi.fn((length: number) => '271828'.slice(0, length));
    const host = await startHost({
      listen: false,
      overrides: { random: { token: cryptoRandom.token, digits } },
    });
    try {
      const api = apiClient(host);
      const { state, asId, otp } = await api.startEmail('erin@example.com');
      expect(digits).toHaveBeenCalledWith(6);
      expect(otp).toBe('271828');
      expect((await api.otp(state, asId, '271828')).status).toBe(200);
    } finally {
      await host.close();
    }
  });
});
