import { describe, expect, it } from 'vitest';
import { DEVICE_CHALLENGE_TTL_MS, oneTapCompleteAction } from '../../contract/deviceProof';
import { API } from '../../contract/paths';
import { STATE_PURPOSE } from '../../server/signin/transactionFor';
import { expectErrorShape, type Reply } from '../support/apiClient';
import { fakeClockHost } from '../support/fakeClockHost';
import { sessionClient } from '../support/sessionClient';
import { signInOnDevice, testDevice } from '../support/testDevice';

function expectProofInvalid(res: Reply<unknown>): void {
  expect(res.status).toBe(401);
  expect(expectErrorShape(res).error).toBe('device_proof_invalid');
}

/**
 * docs/security.md "One-tap proves possession of a device secret": the browser state is readable by
 * any script on the merchant's page, so it alone never lists or mints a one-tap sign-in; a
 * proof by the device key the browser held when it verified the identity does, once per
 * challenge, and logout forgets it.
 */
describe('one-tap is bound to the device key, not to the readable state', () => {
  const env = fakeClockHost();

  it('refuses send-user and complete that carry only the state', async () => {
    const { state, device } = await signInOnDevice(env.api, 'ada@example.com');
    const id = (await device.list()).body.identities[0].id as string;
    const bare = { appId: 'demo' };
    const list = await env.api.request({ method: 'POST', url: `${API.sendUser}/${state}`, json: bare });
    expect(list.status).toBe(400);
    expect(expectErrorShape(list).error).toBe('invalid_request');
    const complete = await env.api.request({
      method: 'POST',
      url: `${API.oneTapComplete}/${state}`,
      json: { ...bare, identityId: id },
    });
    expect(complete.status).toBe(400);
  });

  it('refuses a copier who holds the state and a key of its own', async () => {
    const { state, device } = await signInOnDevice(env.api, 'ada@example.com');
    const id = (await device.list()).body.identities[0].id as string;
    const copier = await testDevice(env.api, state);
    // First come, first bound: the copied state stays the victim's device's.
    const rebind = await copier.register();
    expect(rebind.status).toBe(409);
    expect(expectErrorShape(rebind).error).toBe('device_key_conflict');
    expectProofInvalid(await copier.list());
    expectProofInvalid(await copier.complete(id));
  });

  it('lists nothing a browser verified before it held a device key, even once one is bound', async () => {
    const { state, code } = await env.api.signIn('early@example.com');
    expect(code).toBeTruthy();
    const device = await testDevice(env.api, state);
    expect((await device.register()).status).toBe(200);
    const listed = await device.list();
    expect(listed.status).toBe(200);
    expect(listed.body.identities).toEqual([]);
  });

  it('takes each proof once, for the call it names, while the challenge is fresh', async () => {
    const { device } = await signInOnDevice(env.api, 'ada@example.com');
    const id = (await device.list()).body.identities[0].id as string;
    const proof = await device.proof(oneTapCompleteAction(id));
    expect((await device.complete(id, proof)).status).toBe(200);
    expectProofInvalid(await device.complete(id, proof));
    // A proof for the listing does not sign in.
    expectProofInvalid(await device.complete(id, await device.proof('onetap-list')));
    const late = await device.proof(oneTapCompleteAction(id));
    env.clock.advance(DEVICE_CHALLENGE_TTL_MS + 1);
    expectProofInvalid(await device.complete(id, late));
    // A challenge issued to another browser is not this one's.
    const other = await env.api.state();
    const foreign = await device.proof(oneTapCompleteAction(id), other);
    expectProofInvalid(await device.complete(id, foreign));
    expect((await device.complete(id)).status).toBe(200);
  });

  it('forgets the device and what it verified on logout: the same key lists nothing after it', async () => {
    const { state, device, code } = await signInOnDevice(env.api, 'ada@example.com');
    const session = (await env.api.verifyCode(state, code)).body.sessionInfo;
    expect((await device.list()).body.identities).toHaveLength(1);
    const out = await sessionClient(env.api).logout(state, {
      sessionId: session.sessionId,
      sessionToken: session.sessionToken,
    });
    expect(out.status).toBe(200);
    expectProofInvalid(await device.list());
    // Even bound again, the key finds nothing: what it verified was forgotten with it.
    expect((await device.register()).status).toBe(200);
    expect((await device.list()).body.identities).toEqual([]);
  });

  // A page that never lists one-tap learns of a forgotten key from this confirmation.
  it('confirms a bound key without binding one: false once the host forgot it, 409 for another key', async () => {
    const { state, device } = await signInOnDevice(env.api, 'ada@example.com');
    const confirm = (publicKey = device.publicKey) =>
      env.api.request({
        method: 'POST',
        url: `${API.deviceKey}/${state}`,
        json: { appId: 'demo', publicKey, confirm: true },
      });
    expect((await confirm()).body).toEqual({ bound: true });
    const other = await testDevice(env.api, state);
    const conflict = await confirm(other.publicKey);
    expect(conflict.status).toBe(409);
    expect(expectErrorShape(conflict).error).toBe('device_key_conflict');

    const { services } = env.host;
    await services.browserDevices.forget([services.hasher.hash(STATE_PURPOSE, state)]);
    expect((await confirm()).body).toEqual({ bound: false });
    // Nothing was bound by asking: a fresh key binds, the old one is no longer confirmed.
    expect((await other.register()).body).toEqual({ bound: true });
    expect((await confirm()).status).toBe(409);
  });

  it('refuses a device key that is not a P-256 point, in the error shape', async () => {
    const state = await env.api.state();
    const device = await testDevice(env.api, state);
    const res = await env.api.request({
      method: 'POST',
      url: `${API.deviceKey}/${state}`,
      json: { appId: 'demo', publicKey: { ...device.publicKey, y: device.publicKey.x } },
    });
    expect(res.status).toBe(400);
    expect(expectErrorShape(res).error).toBe('invalid_request');
  });
});
