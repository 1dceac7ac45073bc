import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../../contract/channels';
import { API } from '../../contract/paths';
import type { MerchantConfigResponse } from '../../contract/wire';
import { channelConfigFor } from '../../server/apps/defaultConfig';
import { revokeSignIn } from '../../server/signin/revokeSignIn';
import { expectErrorShape } from '../support/apiClient';
import { fakeClockHost } from '../support/fakeClockHost';
import { signInOnDevice, type TestDevice, testDevice } from '../support/testDevice';

/**
 * docs/widget.md "Returning visitors": the merchant configuration says what this browser verified
 * (spec §3 user details, verified entries, UI type) only to a request that proves the browser's
 * device key; the anonymous answer stays the same for everyone but for the `knownDevice` hint.
 */
describe('the merchant configuration of a returning visitor', () => {
  const env = fakeClockHost();
  const anonymous = (state: string) =>
    env.api.request<MerchantConfigResponse>({
      method: 'GET',
      url: `${API.merchantConfig}/${state}?appId=demo`,
    });
  const proved = async (device: TestDevice, state = device.state) =>
    env.api.request<MerchantConfigResponse>({
      method: 'POST',
      url: `${API.merchantConfig}/${state}`,
      json: { appId: 'demo', deviceProof: await device.proof('onetap-list', state) },
    });

  it('is FRESH without a proof and recognised with one', async () => {
    await env.host.services.apps.update('demo', { channelConfig: channelConfigFor(CHANNELS) });
    const { state, device } = await signInOnDevice(env.api, 'ada.lovelace@example.com');

    const plain = await anonymous(state);
    expect(plain.status).toBe(200);
    expect(plain.body.uiType).toBe('FRESH');
    expect(plain.body.userDetails).toEqual({ mobile: [], email: [] });
    expect(plain.body.channelConfig.every((e) => !e.verified)).toBe(true);
    expect(plain.body.knownDevice).toBe(true);

    const known = await proved(device);
    expect(known.status).toBe(200);
    expect(known.headers['cache-control']).toBe('no-store');
    // Email verified, the phone not yet: PARTIAL.
    expect(known.body.uiType).toBe('PARTIAL');
    expect(known.body.userDetails.email).toEqual([
      expect.objectContaining({ value: 'a•••e@example.com', name: 'a•••e@example.com' }),
    ]);
    expect(known.body.userDetails.mobile).toEqual([]);
    const email = known.body.channelConfig.find((e) => e.identifierType === 'EMAIL');
    expect(email).toMatchObject({
      verified: true,
      verifiedChannel: 'ONETAP',
      identifierValue: 'a•••e@example.com',
    });
    expect(known.body.channelConfig.find((e) => e.identifierType === 'MOBILE')?.verified).toBe(false);
    // The full address never leaves the host.
    expect(JSON.stringify(known.body)).not.toContain('ada.lovelace@');
  });

  it('is ONETAP once every entry is verified', async () => {
    await env.host.services.apps.update('demo', {
      channelConfig: channelConfigFor(CHANNELS).filter((e) => e.identifierType === 'EMAIL'),
    });
    const { device } = await signInOnDevice(env.api, 'bea@example.com');
    expect((await proved(device)).body.uiType).toBe('ONETAP');
  });

  it('tells another browser nothing, with or without its own proof', async () => {
    await env.host.services.apps.update('demo', { channelConfig: channelConfigFor(CHANNELS) });
    const { state } = await signInOnDevice(env.api, 'cy@example.com');
    const other = await testDevice(env.api, await env.api.state());
    expect((await other.register()).status).toBe(200);
    const fresh = await proved(other);
    expect(fresh.status).toBe(200);
    expect(fresh.body.uiType).toBe('FRESH');
    expect(fresh.body.userDetails).toEqual({ mobile: [], email: [] });
    expect((await anonymous(other.state)).body.knownDevice).toBeUndefined();
    // The copied state with another key's signature proves nothing.
    const copied = await proved(other, state);
    expect(expectErrorShape(copied).error).toBe('device_proof_invalid');
  });

  it('forgets the visitor once the sign-in is revoked', async () => {
    await env.host.services.apps.update('demo', { channelConfig: channelConfigFor(CHANNELS) });
    const { state, device, asId } = await signInOnDevice(env.api, 'dee@example.com');
    expect((await proved(device)).body.uiType).toBe('PARTIAL');
    await revokeSignIn(env.host.services, { appId: 'demo', signInId: asId, reason: 'admin_revoke' });
    expect((await anonymous(state)).body.knownDevice).toBeUndefined();
    const after = await proved(device);
    // The key itself is forgotten with the sign-in: its proof no longer holds.
    expect(expectErrorShape(after).error).toBe('device_proof_invalid');
  });

  it('refuses a request without a proof in the error shape', async () => {
    const state = await env.api.state();
    const res = await env.api.request({
      method: 'POST',
      url: `${API.merchantConfig}/${state}`,
      json: { appId: 'demo' },
    });
    expect(res.status).toBe(400);
    expect(expectErrorShape(res).error).toBe('invalid_request');
  });
});
