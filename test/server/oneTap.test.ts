import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONETAP_MAX_AGE_MS } from '../../contract/channelConstants';
import { type ApiClient, apiClient, expectErrorShape, fakeClock } from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';
import { signInOnDevice, testDevice } from '../support/testDevice';

/** One-tap (spec §7): identities verified in this browser, and signing in again with one. */
describe('one-tap', () => {
  let host: Host;
  let api: ApiClient;
  const clock = fakeClock();

  beforeAll(async () => {
    host = await startHost({ listen: false, overrides: { clock } });
    api = apiClient(host);
  });
  afterAll(() => host?.close());

  it('lists what this browser verified, masked, and signs in again with it on a return visit', async () => {
    const first = await signInOnDevice(api, 'returning@example.com');
    const listed = await first.device.list();
    expect(listed.status).toBe(200);
    expect(listed.body.identities).toEqual([
      {
        id: expect.any(String),
        identifierType: 'EMAIL',
        value: 'r•••g@example.com',
        logo: expect.any(String),
      },
    ]);
    const res = await first.device.complete(listed.body.identities[0].id);
    expect(res.status).toBe(200);
    const verified = await api.verifyCode(first.state, res.body.code);
    expect(verified.body.user.email).toBe('returning@example.com');
    expect(verified.body.user.uid).toBe((await api.verifyCode(first.state, first.code)).body.user.uid);
    const status = await api.status(first.state, res.body.asId);
    expect(status.body.status).toBe('SUCCESS');
  });

  it('offers nothing to another browser, and refuses its attempt to use this browser’s identity', async () => {
    const mine = await signInOnDevice(api, 'mine@example.com');
    const id = (await mine.device.list()).body.identities[0].id;
    const other = await testDevice(api, await api.state());
    expect((await other.register()).status).toBe(200);
    expect((await other.list()).body.identities).toEqual([]);
    const res = await other.complete(id);
    expect(res.status).toBe(400);
    expect(expectErrorShape(res).error).toBe('onetap_unavailable');
  });

  it('forgets identities verified more than 30 days ago', async () => {
    const old = await signInOnDevice(api, 'old@example.com');
    const id = (await old.device.list()).body.identities[0].id;
    clock.advance(ONETAP_MAX_AGE_MS + 1);
    expect((await old.device.list()).body.identities).toEqual([]);
    expect((await old.device.complete(id)).status).toBe(400);
  });
});
