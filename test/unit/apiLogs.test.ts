import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../services/api/apiClient';
import { memoryStorage } from '../../services/storage/keyValueStorage';

const failing = (async () => {
  throw new TypeError('Failed to fetch');
}) as unknown as typeof fetch;

const client = (state?: string) =>
  createApiClient({
    appId: 'demo',
    baseUrl: 'https://sesame.example',
    origin: 'https://shop.example',
    storage: memoryStorage(state ? { state } : {}),
    collectDevice: false,
    fetch: failing,
  });

/** spec §8: the console messages a developer sees when a call fails. */
describe('developer logs of failed calls', () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs 'State could not be fetched response: …' with the response", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await client().getState()).ok).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^State could not be fetched response: \{.*"ok":false/),
    );
  });

  it("logs 'Error while fetching country codes'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await client('st_1').getCountryList()).ok).toBe(false);
    expect(warn).toHaveBeenCalledWith('Error while fetching country codes');
  });

  it("logs 'Origin could not be found.' for a client with no origin", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    createApiClient({
      appId: 'demo',
      baseUrl: 'https://sesame.example',
      storage: memoryStorage(),
      collectDevice: false,
    });
    expect(warn).toHaveBeenCalledWith('Origin could not be found.');
  });

  it("logs 'did not result in a valid response' for an intent answer without its data", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = createApiClient({
      appId: 'demo',
      baseUrl: 'https://sesame.example',
      origin: 'https://shop.example',
      storage: memoryStorage({ state: 'st_1' }),
      collectDevice: false,
      fetch: (async () =>
        new Response('{}', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        })) as unknown as typeof fetch,
    });
    await api.createIntent({ channel: 'EMAIL_LOGIN', email: 'a@example.com' });
    expect(warn).toHaveBeenCalledWith('did not result in a valid response');
  });
});
