import { describe, expect, it } from 'vitest';
import type { SignInDetail } from '../../contract/wire';
import { hostAndBrowser } from '../support/hostAndBrowser';

/**
 * The demo shop's floater signs a person in with Google: the button opens a popup to the dev
 * mode's stand-in identity provider, and the floater finishes through the status call.
 */
describe('SSO from the floater', () => {
  const env = hostAndBrowser();

  it('signs in with the Google button through a popup, and the shop greets the user', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.addEventListener('auth-signin', (event) => {
        (window as unknown as { signIn: unknown }).signIn = (event as CustomEvent).detail;
      });
    });
    await page.goto(`${env.host.url}/demo/`);
    const google = page.locator('auth-floater button[data-channel="GMAIL"]');
    await google.waitFor();

    const [popup] = await Promise.all([context.waitForEvent('page'), google.click()]);
    await popup.waitForURL(/\/dev\/idp\/interaction\//);
    await popup.getByLabel('Email', { exact: true }).fill('hopper@example.com');
    await popup.getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await popup.getByRole('button', { name: 'Sign in' }).click();

    await expect
      .poll(() => page.locator('#greeting').textContent(), { timeout: 20_000 })
      .toContain('hopper@example.com');
    const detail = await page.evaluate(() => (window as unknown as { signIn: SignInDetail }).signIn);
    expect(detail.user.email).toBe('hopper@example.com');
    await expect.poll(() => popup.isClosed(), { timeout: 5_000 }).toBe(true);
    await context.close();
  });
});
