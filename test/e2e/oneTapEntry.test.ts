import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SignInDetail } from '../../contract/wire';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

/**
 * One tap as an entry of the floater's list: absent on a first visit, offered once this browser
 * verified an identity for the demo shop, and one click signs in again as that identity (the
 * device key proves the browser), in real Chromium against a real host.
 */
describe('the floater’s One tap entry', () => {
  const env = hostAndBrowser();

  async function signInDetail(page: Page): Promise<SignInDetail> {
    await page.waitForFunction(() => (window as unknown as { signIn?: unknown }).signIn !== undefined);
    return page.evaluate(() => (window as unknown as { signIn: SignInDetail }).signIn);
  }

  it('is offered to a returning browser and signs in as the same user', async () => {
    const page = await env.browser.newPage();
    await page.addInitScript(() => {
      window.addEventListener('auth-signin', (event) => {
        (window as unknown as { signIn: unknown }).signIn = (event as CustomEvent).detail;
      });
    });
    await page.goto(`${env.host.url}/demo/`);
    await page.locator('auth-floater [part="more-link"]').click();
    await expect.poll(() => page.locator('auth-floater button[data-channel]').count()).toBeGreaterThan(2);
    expect(await page.locator('auth-floater button[data-channel="ONETAP"]').count()).toBe(0);
    await page.reload();

    await page.locator('auth-floater #sesame-identifier').fill('eve@example.com');
    await page.locator('auth-floater button[type="submit"]').click();
    await page.locator('auth-floater input[autocomplete="one-time-code"]').waitFor();
    const message = await latestMessage(env.host.url, 'eve@example.com');
    await page.locator('auth-floater input[autocomplete="one-time-code"]').fill(message.code!);
    const first = await signInDetail(page);

    // A return visit: the page's own picker is closed; the floater's list offers One tap.
    await page.reload();
    const close = page.locator('auth-onetap [part="close-button"]');
    await close.waitFor({ timeout: 20_000 });
    await close.click();
    await page.locator('auth-floater [part="more-link"]').click();
    const entry = page.locator('auth-floater button[data-channel="ONETAP"]');
    await entry.waitFor({ timeout: 20_000 });
    expect(await entry.textContent()).toContain('One tap');
    await entry.click();

    const again = await signInDetail(page);
    expect(again.user.uid).toBe(first.user.uid);
    expect(again.user.email).toBe('eve@example.com');
    await page.close();
  });
});
