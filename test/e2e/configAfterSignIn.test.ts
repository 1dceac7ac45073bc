import { describe, expect, it } from 'vitest';
import { API } from '../../contract/paths';
import type { MerchantConfigResponse } from '../../contract/wire';
import { merchantShop, signInOnFloater } from '../support/merchantShop';
import { onJsonResponse } from '../support/onJsonResponse';

/**
 * spec §4 Widget "… then reloads its configuration", in real Chromium against a real host: right
 * after a sign-in the floater asks for the configuration again with its device proof, so the
 * returning-visitor state is there without a page reload. The shop's server refuses the sign-in
 * (`waitUntil` rejects), so the panel goes back to the start, which now greets the visitor.
 */
describe('the configuration after a sign-in', () => {
  const env = merchantShop(
    'reloadshop',
    `<auth-floater app-id="reloadshop"></auth-floater>
  <script>document.addEventListener('auth-signin', (e) => e.detail.waitUntil(Promise.reject(new Error('Our server is down.'))));</script>`,
  );

  it('is loaded again, device-proved, and the panel says "Welcome back" without a reload', async () => {
    const page = await env.browser.newPage();
    const proved: MerchantConfigResponse[] = [];
    onJsonResponse(
      page,
      (response) => response.url().includes(API.merchantConfig) && response.request().method() === 'POST',
      (body) => proved.push(body as MerchantConfigResponse),
    );
    await page.goto(`${env.url}/`);
    const title = page.locator('auth-floater #sesame-title');
    await page.locator('auth-floater #sesame-identifier').waitFor();
    expect(await title.textContent()).not.toContain('Welcome back');
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    await signInOnFloater(page, env.host.url, 'ada@example.com');
    await page.locator('auth-floater').getByText('Our server is down.').waitFor();
    await expect
      .poll(() => title.textContent(), { timeout: 10_000 })
      .toContain('Welcome back, a•••a@example.com');
    await expect.poll(() => proved.at(-1)?.uiType).toBe('PARTIAL');
    expect(proved.at(-1)?.userDetails?.email.map((e) => e.value)).toEqual(['a•••a@example.com']);
    // No reload: the page never navigated.
    expect(navigations).toEqual([]);
    await page.close();
  });
});
