import { describe, expect, it, vi } from 'vitest';
import { API } from '../../contract/paths';
import type { MerchantConfigResponse } from '../../contract/wire';
import type { ApiClient } from '../support/apiClient';
import { fakeClockHost } from '../support/fakeClockHost';
import { sessionClient } from '../support/sessionClient';
import { testDevice } from '../support/testDevice';

async function knownDevice(api: ApiClient, state: string): Promise<boolean> {
  const res = await api.request<MerchantConfigResponse>({
    method: 'GET',
    url: `${API.merchantConfig}/${state}?appId=demo`,
  });
  expect(res.status).toBe(200);
  return res.body.knownDevice === true;
}

/**
 * The merchant config answers a browser's facts from memory (server/apps/BrowserFacts): a page
 * load costs storage nothing once the browser was read, and every change is seen on the next load.
 */
describe('the merchant config from memory', () => {
  const env = fakeClockHost();

  it('reads a browser from storage once however often its config is asked, and again after 15 s', async () => {
    const state = await env.api.state();
    const reads = vi.spyOn(env.host.services.browserDevices, 'get');
    for (let i = 0; i < 5; i++) expect(await knownDevice(env.api, state)).toBe(false);
    expect(reads).toHaveBeenCalledTimes(1);
    env.clock.advance(15_000);
    expect(await knownDevice(env.api, state)).toBe(false);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('knows the browser the moment its sign-in completes, and forgets it the moment it logs out', async () => {
    const state = await env.api.state();
    const device = await testDevice(env.api, state);
    expect((await device.register()).status).toBe(200);
    expect(await knownDevice(env.api, state)).toBe(false);

    const intent = await env.api.intent(state, { channel: 'EMAIL_LOGIN', email: 'kept@example.com' });
    const otp = (await env.api.lastMessage('kept@example.com')).code ?? '';
    const done = await env.api.otp(state, intent.body.asId as string, otp);
    expect(done.status).toBe(200);
    expect(await knownDevice(env.api, state)).toBe(true);

    const verified = await env.api.verifyCode(state, done.body.code as string);
    const session = verified.body.sessionInfo as { sessionId: string; sessionToken: string };
    const out = await sessionClient(env.api).logout(state, {
      sessionId: session.sessionId,
      sessionToken: session.sessionToken,
    });
    expect(out.status).toBe(200);
    expect(await knownDevice(env.api, state)).toBe(false);
  });
});
