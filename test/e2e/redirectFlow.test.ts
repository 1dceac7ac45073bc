import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hostAndBrowser } from '../support/hostAndBrowser';

/**
 * spec §4 "Redirect flow" on a page opened with `?code=`, in real Chromium against a real host:
 * the host's redirect-uri answer is set on its way to the page, so the test decides the uri or
 * the apps list; the `paralyzed` attribute keeps the page where it is and tells it.
 */
describe('the redirect flow of a page opened with a code', () => {
  const env = hostAndBrowser();

  /** A page of the demo's origin with `<auth-floater paralyzed>`; the redirect-uri call answered with `answer`. */
  async function openWith(search: string, answer: unknown): Promise<{ page: Page; paths: string[] }> {
    const page = await env.browser.newPage();
    const paths: string[] = [];
    await page.route('**/getRedirectUri/**', (route) => {
      paths.push(new URL(route.request().url()).pathname);
      return route.fulfill({ json: answer });
    });
    await page.route(`${env.host.url}/paralyzed.html*`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><script type="module" src="/elements.js"></script>
<script>addEventListener('auth-redirect', (e) => { window.redirected = e.detail; });</script>
<auth-floater app-id="demo" paralyzed></auth-floater>`,
      }),
    );
    await page.goto(`${env.host.url}/paralyzed.html${search}`);
    return { page, paths };
  }

  const detail = (page: Page) =>
    page
      .waitForFunction(() => (window as unknown as { redirected?: unknown }).redirected)
      .then((handle) => handle.jsonValue());

  it('with paralyzed, hands the redirect uri to the page and stays; v2 with an order id', async () => {
    const uri = `${env.host.url}/demo/after?code=c_1`;
    const { page, paths } = await openWith('?code=c_1&orderId=o_9', { redirectUri: uri });
    expect(await detail(page)).toEqual({ url: uri });
    expect(new URL(page.url()).pathname).toBe('/paralyzed.html');
    expect(paths).toHaveLength(1);
    expect(paths[0]).toMatch(/^\/v2\/user\/transaction\/getRedirectUri\//);
    await page.close();
  });

  it('hands the apps list to the page when the host returns no uri', async () => {
    const apps = [{ name: 'Shop app', package: 'com.shop' }];
    const { page, paths } = await openWith('?code=c_2', { apps });
    expect(await detail(page)).toEqual({ apps });
    expect(paths[0]).toMatch(/^\/v1\/user\/transaction\/getRedirectUri\//);
    await page.close();
  });
});
