import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../../contract/channels';
import { API } from '../../contract/paths';
import type { MerchantConfigResponse } from '../../contract/wire';
import { channelConfigFor, configuredChannels } from '../../server/apps/defaultConfig';
import type { ApiClient } from '../support/apiClient';
import { fakeClockHost } from '../support/fakeClockHost';
import { signInOnDevice, testDevice } from '../support/testDevice';

async function offered(api: ApiClient, state: string): Promise<string[]> {
  const res = await api.request<MerchantConfigResponse>({
    method: 'GET',
    url: `${API.merchantConfig}/${state}?appId=demo`,
  });
  expect(res.status).toBe(200);
  return configuredChannels(res.body.channelConfig);
}

/**
 * One tap (ONETAP) as a channel entry: the merchant configuration offers it only to a browser
 * that bound a device key and verified an identity for the app with it; using it still takes a
 * proof of that key.
 */
describe('the One tap entry', () => {
  const env = fakeClockHost();

  it('is offered only to a browser that verified an identity with its device key', async () => {
    await env.host.services.apps.update('demo', { channelConfig: channelConfigFor(CHANNELS) });
    const fresh = await env.api.state();
    expect(await offered(env.api, fresh)).not.toContain('ONETAP');

    // A key bound, but nothing verified with it yet: still not offered.
    const bound = await env.api.state();
    expect((await (await testDevice(env.api, bound)).register()).status).toBe(200);
    expect(await offered(env.api, bound)).not.toContain('ONETAP');

    const { state, device } = await signInOnDevice(env.api, 'ada@example.com');
    expect(await offered(env.api, state)).toContain('ONETAP');
    // Using it takes the key's proof: the listing and the sign-in as before.
    const id = (await device.list()).body.identities[0].id as string;
    expect((await device.complete(id)).status).toBe(200);
  });

  it('is not offered when the app has not turned it on', async () => {
    await env.host.services.apps.update('demo', {
      channelConfig: channelConfigFor(CHANNELS.filter((c) => c !== 'ONETAP')),
    });
    const { state } = await signInOnDevice(env.api, 'bea@example.com');
    expect(await offered(env.api, state)).not.toContain('ONETAP');
  });
});
