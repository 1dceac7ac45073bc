import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEV_UPI_PATHS } from '../../contract/upi';
import type { SignInDetail } from '../../contract/wire';
import { hostAndBrowser } from '../support/hostAndBrowser';

/**
 * UPI from the demo shop's floater, through the dev UPI app: on a desktop the floater shows the
 * payment link as a QR code with the spec's statuses; the link opens the simulator's UPI app,
 * which shows whom the person pays and how much, and Pay there (the PSP's signed webhook to the
 * host) signs the floater in as the UPI ID that paid. Decline says the payment was not made.
 */
describe('UPI from the floater', () => {
  const env = hostAndBrowser();

  async function shop(): Promise<Page> {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => {
      window.addEventListener('auth-signin', (event) => {
        (window as unknown as { signIn: unknown }).signIn = (event as CustomEvent).detail;
      });
    });
    await page.goto(`${env.host.url}/demo/`);
    await page.locator('auth-floater #sesame-identifier').waitFor();
    return page;
  }

  async function chooseUpi(page: Page) {
    const button = page.locator('auth-floater button[data-channel="UPI"]');
    const more = page.locator('auth-floater [part="more-link"]');
    if (!(await button.isVisible()) && (await more.isVisible())) await more.click();
    await expect.poll(() => button.textContent()).toContain('UPI');
    await button.click();
  }

  async function openUpiApp(page: Page): Promise<Page> {
    const status = page.locator('auth-floater #sesame-upi-status');
    await expect
      .poll(() => status.textContent(), { timeout: 10_000 })
      .toContain('Authenticating Transaction');
    await expect.poll(() => page.locator('auth-floater .pending svg[data-qr]').count()).toBe(1);
    const link = page.locator('auth-floater #sesame-upi-link');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.startsWith(`${env.host.url}${DEV_UPI_PATHS.page}?`)).toBe(true);
    const [app] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await app.waitForLoadState();
    return app;
  }

  it('pays ₹1 in the UPI app and signs the floater in as the UPI ID that paid', async () => {
    const page = await shop();
    await chooseUpi(page);
    const app = await openUpiApp(page);
    expect(await app.locator('#payee-name').textContent()).toBe('Sesame Dev Merchant');
    expect(await app.locator('#amount').textContent()).toBe('₹1.00');
    await app.locator('#vpa').fill('meera.iyer@okhdfcbank');
    await app.locator('#name').fill('MEERA IYER');
    await app.getByRole('button', { name: 'Pay ₹1.00' }).click();
    await expect.poll(() => app.locator('#upi-result').getAttribute('data-paid')).toBe('true');
    await app.close();

    await page.bringToFront();
    await expect
      .poll(() => page.locator('#greeting').textContent(), { timeout: 10_000 })
      .toContain('MEERA IYER');
    await page.waitForFunction(() => (window as unknown as { signIn?: unknown }).signIn !== undefined);
    const detail = await page.evaluate(() => (window as unknown as { signIn: SignInDetail }).signIn);
    expect(detail.user.name).toBe('MEERA IYER');
    await page.close();
  });

  it('says so when the payment is declined in the UPI app', async () => {
    const page = await shop();
    await chooseUpi(page);
    const app = await openUpiApp(page);
    // Back on the page after the UPI app (headless Chromium does not move focus between tabs, so
    // the page gets the events a phone's browser fires then): the transaction is being verified.
    await page.bringToFront();
    await page.evaluate(() => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
    });
    await expect
      .poll(() => page.locator('auth-floater #sesame-upi-status').textContent(), { timeout: 5_000 })
      .toContain('Verifying Transaction');
    await app.getByRole('button', { name: 'Decline' }).click();
    await expect.poll(() => app.locator('#upi-result').getAttribute('data-paid')).toBe('false');
    await app.close();
    await expect
      .poll(() => page.locator('auth-floater #sesame-upi-failed').textContent(), { timeout: 10_000 })
      .toContain('The payment was not completed.');
    await page.close();
  });
});
