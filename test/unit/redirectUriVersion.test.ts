import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../services/api/apiClient';
import { memoryStorage } from '../../services/storage/keyValueStorage';

/** A fetch that answers the state, then the redirect uri, and records the paths asked. */
function fakeFetch() {
  const paths: string[] = [];
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input));
    paths.push(url.pathname);
    const body =
      url.pathname === '/v2/state' ? { state: 'st_r' } : { redirectUri: 'https://shop.test/?code=c' };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, paths };
}

const base = {
  appId: 'demo',
  baseUrl: 'https://sesame.test',
  origin: 'https://shop.test',
  platform: 'Desktop',
} as const;

describe('getRedirectUri (spec §7)', () => {
  it('calls v1 when the page has no order id', async () => {
    const { fetch, paths } = fakeFetch();
    const api = createApiClient({
      ...base,
      fetch,
      storage: memoryStorage(),
      collectDevice: false,
      urlParams: {},
    });
    expect((await api.getRedirectUri('c')).ok).toBe(true);
    expect(paths.at(-1)).toBe('/v1/user/transaction/getRedirectUri/st_r');
  });

  it.each([{ orderId: 'o_1' }, { ref_id: 'r_1' }, { qr_ref_id: 'q_1' }])(
    'calls v2 when an order id is in the URL (%o)',
    async (urlParams) => {
      const { fetch, paths } = fakeFetch();
      const api = createApiClient({
        ...base,
        fetch,
        storage: memoryStorage(),
        collectDevice: false,
        urlParams,
      });
      await api.getRedirectUri('c');
      expect(paths.at(-1)).toBe('/v2/user/transaction/getRedirectUri/st_r');
    },
  );
});
