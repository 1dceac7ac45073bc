import type { Page } from 'playwright-core';

/**
 * A provider's button on a phone (redirect mode): the floater's GMAIL button, then the dev
 * identity provider's form in the same window, signed in as `email`; resolves once the browser
 * is back on `returnPath` of the page's origin.
 */
export async function signInAtDevIdp(
  page: Page,
  who: { email: string; name: string },
  returnPath: string,
): Promise<void> {
  await page.locator('auth-floater button[data-channel="GMAIL"]').click();
  await page.waitForURL(/\/dev\/idp\/interaction\//);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Name', { exact: true }).fill(who.name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === returnPath);
}
