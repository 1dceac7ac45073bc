import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInDetail } from '../../services/contract/wire';
import { launchChromium } from '../support/browser';
import { type Host, startHost } from '../support/startHost';

/**
 * The demo shop's floater signs a person in with Google: the button opens a popup to the dev
 * mode's stand-in identity provider, and the floater finishes through the status call.
 */
describe('SSO from the floater', () => {
  let host: Host;
  let browser: Browser;

  beforeAll(async () => {
    host = await startHost({ serveStatic: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await host?.close();
  });

  it('signs in with the Google button through a popup, and the shop greets the user', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.addEventListener('auth-signin', (event) => {
        (window as unknown as { signIn: unknown }).signIn = (event as CustomEvent).detail;
      });
    });
    await page.goto(`${host.url}/demo/`);
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
