import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEV_TRUECALLER_PATHS } from '../../contract/truecaller';
import type { SignInDetail } from '../../contract/wire';
import { hostAndBrowser } from '../support/hostAndBrowser';

/**
 * Truecaller from the demo shop's floater, through the dev consent sheet: the Truecaller button
 * opens the sheet (the deep link's stand-in) in a tab, where the person shares a number and
 * presses Continue; the sheet posts to the host's callback as Truecaller's service would, the
 * host fetches the profile, and the floater, following the sign-in, is signed in as that number.
 * "Use another method" on the sheet sends the floater back to its entry field.
 */
describe('Truecaller from the floater', () => {
  const env = hostAndBrowser();

  async function shop(): Promise<Page> {
    const page = await env.browser.newPage();
    await page.addInitScript(() => {
      window.addEventListener('auth-signin', (event) => {
        (window as unknown as { signIn: unknown }).signIn = (event as CustomEvent).detail;
      });
    });
    await page.goto(`${env.host.url}/demo/`);
    await page.locator('auth-floater #sesame-identifier').waitFor();
    return page;
  }

  async function openSheet(page: Page): Promise<Page> {
    const button = page.locator('auth-floater button[data-channel="TRUE_CALLER_SSO"]');
    const more = page.locator('auth-floater [part="more-link"]');
    if (!(await button.isVisible()) && (await more.isVisible())) await more.click();
    await expect.poll(() => button.textContent()).toContain('Truecaller');
    const [sheet] = await Promise.all([page.context().waitForEvent('page'), button.click()]);
    await sheet.waitForLoadState();
    expect(new URL(sheet.url()).pathname).toBe(DEV_TRUECALLER_PATHS.sheet);
    return sheet;
  }

  it('signs the floater in as the number shared on Truecaller’s sheet', async () => {
    const page = await shop();
    const sheet = await openSheet(page);
    expect(await sheet.locator('#partner').textContent()).toContain('Sesame Demo Shop');
    await expect
      .poll(() => page.locator('auth-floater .pending').textContent())
      .toContain('Complete the sign-in in Truecaller');
    await sheet.locator('#phone').fill('+91 98765 22222');
    await sheet.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => sheet.locator('#answered').textContent()).toContain('Shared +919876522222');
    await sheet.close();

    await page.waitForFunction(() => (window as unknown as { signIn?: unknown }).signIn !== undefined, null, {
      timeout: 15_000,
    });
    const detail = await page.evaluate(() => (window as unknown as { signIn: SignInDetail }).signIn);
    expect(detail.user.mobile).toBe('+919876522222');
    await page.close();
  });

  it('goes back to the entry field when the person chooses another method on the sheet', async () => {
    const page = await shop();
    const sheet = await openSheet(page);
    await sheet.getByRole('button', { name: 'Use another method' }).click();
    await expect.poll(() => sheet.locator('#answered').textContent()).toContain('nothing was shared');
    await sheet.close();
    await expect
      .poll(() => page.locator('auth-floater [part="toast"]').textContent(), { timeout: 15_000 })
      .toContain('Truecaller didn');
    expect(await page.locator('auth-floater #sesame-identifier').isVisible()).toBe(true);
    await page.close();
  });
});

/**
 * With a Truecaller app key the button opens Truecaller's real deep link. This Chromium has no
 * Truecaller to open it, so the page keeps the focus and the floater goes back to its entry field.
 */
describe('Truecaller without the app', () => {
  const env = hostAndBrowser({ serveStatic: true, env: { TRUECALLER_APP_KEY: 'truecaller-partner-key' } });

  it('falls back to the entry field when the deep link opens nothing', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.host.url}/demo/`);
    await page.locator('auth-floater #sesame-identifier').waitFor();
    const button = page.locator('auth-floater button[data-channel="TRUE_CALLER_SSO"]');
    const more = page.locator('auth-floater [part="more-link"]');
    if (!(await button.isVisible()) && (await more.isVisible())) await more.click();
    const intent = page.waitForResponse((response) => response.url().includes('/intent/'));
    await button.click();
    const body = (await (await intent).json()) as { intent: string };
    expect(body.intent).toMatch(/^truecallersdk:\/\/truesdk\/web_verify\?type=btmsheet&requestNonce=/);
    await expect
      .poll(() => page.locator('auth-floater [part="toast"]').textContent(), { timeout: 10_000 })
      .toContain('Truecaller didn');
    expect(await page.locator('auth-floater #sesame-identifier').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/demo/');
    await page.close();
  });
});
