import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../services/api/apiClient';
import { memoryStorage } from '../../services/storage/keyValueStorage';

/**
 * spec §5, docs/languages.md: the widget fetches the country list once per page and language;
 * an element with another `locale` on the same page gets its own list, not the first one's.
 */
describe('the country list cache', () => {
  it('keeps one list per language and asks the host once for each', async () => {
    const asked: string[] = [];
    const fetchList = (async (input: RequestInfo | URL) => {
      const locale = new URL(String(input)).searchParams.get('locale') ?? 'browser';
      asked.push(locale);
      const name = { de: 'Deutschland', id: 'Jerman' }[locale] ?? 'Germany';
      return new Response(JSON.stringify([{ name, iso: 'DE', dialCode: '+49' }]), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    const client = (locale?: string) =>
      createApiClient({
        appId: 'cache-test',
        baseUrl: 'https://sesame.example',
        origin: 'https://shop.example',
        ...(locale ? { locale } : {}),
        storage: memoryStorage(),
        collectDevice: false,
        fetch: fetchList,
      });
    const nameIn = async (locale?: string) => {
      const result = await client(locale).getCountryList();
      return result.ok ? result.data[0]?.name : undefined;
    };
    expect(await nameIn('de')).toBe('Deutschland');
    expect(await nameIn('id')).toBe('Jerman');
    expect(await nameIn('de')).toBe('Deutschland');
    expect(await nameIn()).toBe('Germany');
    expect(await nameIn('id')).toBe('Jerman');
    expect(asked).toEqual(['de', 'id', 'browser']);
  });
});
