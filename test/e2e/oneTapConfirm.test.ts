import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { channelConfigFor } from '../../server/apps/defaultConfig';
import { clearSignInDetail, merchantShop, signInDetail, signInOnFloater } from '../support/merchantShop';

/**
 * spec §4 Channel click "One-tap shows the identity modal … The fom flag controls whether one-tap
 * needs confirmation", in real Chromium against a real host: an app with the `fom` flag and one
 * email entry (the code field and a Google button). After a sign-in by code the browser has
 * verified every entry, so the Google button signs in again as that identity, but only after
 * the modal's "Continue as {identity}"; "Use another account" signs nobody in.
 */
describe('one-tap asks "Continue as" when the merchant sets fom', () => {
  const env = merchantShop('fomshop', '<auth-floater app-id="fomshop"></auth-floater>');
  beforeAll(async () => {
    await env.host.services.apps.update('fomshop', {
      channelConfig: channelConfigFor(['EMAIL_LOGIN', 'GMAIL']),
      options: { fom: true },
    });
  });

  const google = (page: Page) => page.locator('auth-floater button[data-channel="GMAIL"]');
  const modal = (page: Page) => page.locator('auth-floater [part~="onetap-confirm"]');

  it('shows the identity first; Continue signs in as it, "Use another account" does not', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.url}/`);
    const first = await signInOnFloater(page, env.host.url, 'ada@example.com');
    await page.reload();
    await clearSignInDetail(page);
    // Every entry verified: the Google button is the identity's one-tap (no popup, no intent).
    await google(page).waitFor({ timeout: 20_000 });
    await expect
      .poll(() => page.locator('auth-floater #sesame-title').textContent())
      .toContain('Welcome back');

    await google(page).click();
    const dialog = modal(page);
    await dialog.waitFor();
    expect(await dialog.getAttribute('role')).toBe('dialog');
    expect(await dialog.textContent()).toContain('Continue as a•••a@example.com');
    await page.setViewportSize({ width: 390, height: 760 });
    await page.screenshot({ path: '/tmp/w/onetap-confirm-390.png' });
    await modal(page).getByRole('button', { name: 'Use another account' }).click();
    await modal(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as { signIn?: unknown }).signIn)).toBeUndefined();
    await expect.poll(() => google(page).isEnabled()).toBe(true);

    await google(page).click();
    await modal(page).getByRole('button', { name: 'Continue' }).click();
    const again = await signInDetail(page);
    expect(again.user.uid).toBe(first.user.uid);
    await page.locator('auth-floater').getByText('Sign in Successful').waitFor();
    await page.close();
  });
});
