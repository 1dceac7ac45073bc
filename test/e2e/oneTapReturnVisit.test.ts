import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SignInDetail } from '../../contract/wire';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

/**
 * A person signed in by email on the demo shop comes back (the shop keeps no session of its
 * own, so a reload is a new visit): `<auth-onetap>` lists the account this browser verified,
 * and one tap signs them in again as the same user, in real Chromium against a real host.
 */
describe('one-tap on a return visit to the demo shop', () => {
  const env = hostAndBrowser();

  async function signInDetail(page: Page): Promise<SignInDetail> {
    await page.waitForFunction(() => (window as unknown as { signIn?: unknown }).signIn !== undefined);
    return page.evaluate(() => (window as unknown as { signIn: SignInDetail }).signIn);
  }

  it('lists the account verified in this browser and signs in as the same user with one tap', async () => {
    const page = await env.browser.newPage();
    await page.addInitScript(() => {
      window.addEventListener('auth-signin', (event) => {
        (window as unknown as { signIn: unknown }).signIn = (event as CustomEvent).detail;
      });
    });
    await page.goto(`${env.host.url}/demo/`);
    // A first visit: nothing verified in this browser yet, so no sheet.
    await page.locator('auth-floater #sesame-identifier').waitFor();
    expect(await page.locator('auth-onetap [part~="onetap"]').count()).toBe(0);

    await page.locator('auth-floater #sesame-identifier').fill('ada@example.com');
    await page.locator('auth-floater button[type="submit"]').click();
    await page.locator('auth-floater input[autocomplete="one-time-code"]').waitFor();
    const message = await latestMessage(env.host.url, 'ada@example.com');
    await page.locator('auth-floater input[autocomplete="one-time-code"]').fill(message.code!);
    const first = await signInDetail(page);
    await expect
      .poll(() => page.locator('#greeting').textContent(), { timeout: 10_000 })
      .toContain(first.user.uid);

    // "Signing out": the shop has no session, so a reload is a fresh visit in the same browser.
    await page.reload();
    const account = page.locator('auth-onetap button[part="account"]');
    await account.waitFor({ timeout: 10_000 });
    expect(await account.count()).toBe(1);
    // The host masks the address it lists (spec §3).
    expect(await account.textContent()).toContain('@example.com');
    expect(await account.textContent()).not.toContain('ada@');
    await account.click();

    const again = await signInDetail(page);
    expect(again.user.uid).toBe(first.user.uid);
    expect(again.user.email).toBe('ada@example.com');
    await expect
      .poll(() => page.locator('#greeting').textContent(), { timeout: 10_000 })
      .toContain(first.user.uid);
    expect(await page.locator('#greeting').textContent()).toContain('ada@example.com');
    // The sheet closed; the floater shows the sign-in it shares the page's store with.
    expect(await page.locator('auth-onetap [part~="onetap"]').count()).toBe(0);
    await page.locator('auth-floater').getByText('Sign in Successful').waitFor();
    await page.close();
  });
});
