import { describe, expect, it } from 'vitest';
import { ensureAnalyticsIds } from '../../services/analytics/analyticsIds';
import { createApiClient } from '../../services/api/apiClient';
import { memoryStorage } from '../../services/storage/keyValueStorage';

describe('the analytics ids (spec §3 inId, tsId)', () => {
  it('are made once and kept', () => {
    const storage = memoryStorage();
    let n = 0;
    ensureAnalyticsIds(storage, () => `id${++n}`);
    expect([storage.get('inId'), storage.get('tsId')]).toEqual(['id1', 'id2']);
    ensureAnalyticsIds(storage, () => `id${++n}`);
    expect([storage.get('inId'), storage.get('tsId')]).toEqual(['id1', 'id2']);
  });

  it('are written by the widget’s client in a browser and sent with its calls', async () => {
    const storage = memoryStorage();
    const seen: URL[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      seen.push(new URL(String(input)));
      return new Response(JSON.stringify({ state: 's' }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof globalThis.fetch;
    const api = createApiClient({
      appId: 'demo',
      baseUrl: 'https://sesame.test',
      origin: 'https://shop.test',
      platform: 'Desktop',
      fetch,
      storage,
      collectDevice: true,
    });
    const inId = storage.get('inId');
    expect(inId).toMatch(/^[0-9a-f-]{36}$/);
    await api.getState();
    expect(seen[0]?.searchParams.get('inId')).toBe(inId);
    expect(seen[0]?.searchParams.get('tsId')).toBe(storage.get('tsId'));
  });
});
