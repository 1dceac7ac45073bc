import { describe, expect, it } from 'vitest';
import { ONETAP_MAX_AGE_MS } from '../../contract/channelConstants';
import { type DeviceProof, type KnownIdentityType, oneTapKnownAction } from '../../contract/deviceProof';
import { API } from '../../contract/paths';
import { revokeSignIn } from '../../server/signin/revokeSignIn';
import { expectErrorShape, offerPhoneInputs, type Reply } from '../support/apiClient';
import { fakeClockHost } from '../support/fakeClockHost';
import { sessionClient } from '../support/sessionClient';
import { signInOnDevice, type TestDevice, testDevice } from '../support/testDevice';

/**
 * spec §4 "Headless flow": a headless request whose identity matches a known user triggers
 * one-tap directly. Known is what one-tap offers (docs/security.md "One-tap proves possession of
 * a device secret"): the identity this browser verified with the device key it proves now.
 */
describe('one-tap with the identity a headless request names', () => {
  const env = fakeClockHost();

  const known = async (
    device: TestDevice,
    identity: string,
    options: { type?: KnownIdentityType; proof?: DeviceProof } = {},
  ): Promise<Reply<Record<string, unknown>>> => {
    const type = options.type ?? 'EMAIL';
    return env.api.request({
      method: 'POST',
      url: `${API.oneTapKnown}/${device.state}`,
      json: {
        appId: 'demo',
        identifierType: type,
        identity,
        deviceProof: options.proof ?? (await device.proof(oneTapKnownAction(type, identity))),
      },
    });
  };
  const errorOf = (res: Reply<unknown>) => expectErrorShape(res).error;

  it('signs in again, without a code, as an identity this browser verified (written as typed)', async () => {
    const { state, device } = await signInOnDevice(env.api, 'ada@example.com');
    const res = await known(device, '  Ada@Example.COM ');
    expect(res.status).toBe(200);
    const verified = await env.api.verifyCode(state, res.body.code as string);
    expect(verified.status).toBe(200);
    expect(verified.body.user.email).toBe('ada@example.com');
    expect(await env.api.outbox('ada@example.com')).toHaveLength(1);
  });

  it('matches a phone number in the form the intent call takes it, or as typed', async () => {
    await offerPhoneInputs(env.host, ['SMS']);
    const state = await env.api.state();
    const device = await testDevice(env.api, state);
    expect((await device.register()).status).toBe(200);
    const intent = await env.api.intent(state, { channel: 'SMS', mobile: '919812350001' });
    expect(intent.status, intent.text).toBe(200);
    const otp = (await env.api.lastMessage('+919812350001')).code ?? '';
    expect((await env.api.otp(state, intent.body.asId, otp)).status).toBe(200);
    for (const typed of ['919812350001', '+91 98123 50001']) {
      // Each proof spends its challenge: the next one is issued later.
      env.clock.advance(1000);
      const res = await known(device, typed, { type: 'MOBILE' });
      expect(res.status, res.text).toBe(200);
      expect((await env.api.verifyCode(state, res.body.code as string)).body.user.mobile).toBe(
        '+919812350001',
      );
    }
    expect(errorOf(await known(device, '919812350001'))).toBe('onetap_unavailable');
  });

  it('tells a browser only about identities it verified itself', async () => {
    await signInOnDevice(env.api, 'bob@example.com');
    const { device } = await signInOnDevice(env.api, 'ada@example.com');
    const other = await known(device, 'bob@example.com');
    expect(other.status).toBe(400);
    expect(errorOf(other)).toBe('onetap_unavailable');
    expect(errorOf(await known(device, '919800000001', { type: 'MOBILE' }))).toBe('onetap_unavailable');
    expect(errorOf(await known(device, 'not an address'))).toBe('onetap_unavailable');
  });

  it('answers the readable state alone, or another key, the same for a known and an unknown identity', async () => {
    const { state, device } = await signInOnDevice(env.api, 'ada@example.com');
    const copier = await testDevice(env.api, state);
    for (const identity of ['ada@example.com', 'bob@example.com']) {
      const res = await known(copier, identity);
      expect(res.status).toBe(401);
      expect(errorOf(res)).toBe('device_proof_invalid');
    }
    const bare = await env.api.request({
      method: 'POST',
      url: `${API.oneTapKnown}/${state}`,
      json: { appId: 'demo', identifierType: 'EMAIL', identity: 'ada@example.com' },
    });
    expect(bare.status).toBe(400);
    expect(errorOf(bare)).toBe('invalid_request');
    const wrongType = await env.api.request({
      method: 'POST',
      url: `${API.oneTapKnown}/${state}`,
      json: {
        appId: 'demo',
        identifierType: 'PHONE',
        identity: 'x',
        deviceProof: await device.proof('onetap-list'),
      },
    });
    expect(wrongType.status).toBe(400);
    expect(errorOf(wrongType)).toBe('invalid_request');
    // A proof names its identity, and signs in once.
    const forBob = await device.proof(oneTapKnownAction('EMAIL', 'bob@example.com'));
    expect(errorOf(await known(device, 'ada@example.com', { proof: forBob }))).toBe('device_proof_invalid');
    const proof = await device.proof(oneTapKnownAction('EMAIL', 'ada@example.com'));
    expect((await known(device, 'ada@example.com', { proof })).status).toBe(200);
    expect(errorOf(await known(device, 'ada@example.com', { proof }))).toBe('device_proof_invalid');
  });

  it('matches nothing after logout, NOT ME, nor after 30 days', async () => {
    const { state, device, code } = await signInOnDevice(env.api, 'ada@example.com');
    const session = (await env.api.verifyCode(state, code)).body.sessionInfo;
    await sessionClient(env.api).logout(state, {
      sessionId: session.sessionId,
      sessionToken: session.sessionToken,
    });
    expect(errorOf(await known(device, 'ada@example.com'))).toBe('device_proof_invalid');
    expect((await device.register()).status).toBe(200);
    expect(errorOf(await known(device, 'ada@example.com'))).toBe('onetap_unavailable');

    // NOT ME on the sign-in that taught a browser the identity ends the match with it.
    const phished = await signInOnDevice(env.api, 'dee@example.com');
    expect(
      await revokeSignIn(env.host.services, { appId: 'demo', signInId: phished.asId, reason: 'not_me' }),
    ).toBe(true);
    expect(errorOf(await known(phished.device, 'dee@example.com'))).toBe('device_proof_invalid');
    expect((await phished.device.register()).status).toBe(200);
    expect(errorOf(await known(phished.device, 'dee@example.com'))).toBe('onetap_unavailable');

    const later = await signInOnDevice(env.api, 'cy@example.com');
    env.clock.advance(ONETAP_MAX_AGE_MS + 1);
    expect(errorOf(await known(later.device, 'cy@example.com'))).toBe('onetap_unavailable');
  });
});
