import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEV_OPERATOR_PATHS } from '../../contract/silentAuth';
import type { SignInDetail } from '../../contract/wire';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

/**
 * Silent network authentication on a phone, through the dev operator-network simulator: the
 * person sets this browser's SIM on the operator page, types their number in the demo shop's
 * floater, and the operator's check in a hidden window signs them in with no code; a SIM with
 * another number falls back to an SMS code.
 */
describe('silent network authentication from the floater', () => {
  const env = hostAndBrowser();

  async function phoneAnswering(sim: 'A matching SIM' | 'A mismatching SIM'): Promise<BrowserContext> {
    const phone = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const operator = await phone.newPage();
    await operator.goto(`${env.host.url}${DEV_OPERATOR_PATHS.page}`);
    await operator.getByRole('button', { name: new RegExp(`^${sim}`) }).click();
    await expect.poll(() => operator.locator('#current').textContent()).toContain(sim);
    await operator.close();
    return phone;
  }

  async function typeNumber(phone: BrowserContext, number: string) {
    const page = await phone.newPage();
    await page.addInitScript(() => {
      window.addEventListener('auth-signin', (event) => {
        (window as unknown as { signIn: unknown }).signIn = (event as CustomEvent).detail;
      });
    });
    await page.goto(`${env.host.url}/demo/`);
    await page.locator('auth-floater #sesame-identifier').fill(number);
    await page.locator('auth-floater button[type="submit"]').click();
    return page;
  }

  it('signs in without a code when the operator says the SIM has the number', async () => {
    const phone = await phoneAnswering('A matching SIM');
    const page = await typeNumber(phone, '98765 11111');
    await page.waitForFunction(() => (window as unknown as { signIn?: unknown }).signIn !== undefined, null, {
      timeout: 20_000,
    });
    const detail = await page.evaluate(() => (window as unknown as { signIn: SignInDetail }).signIn);
    expect(detail.user.mobile).toBe('+919876511111');
    await expect.poll(() => page.locator('#greeting').textContent()).toContain('+919876511111');
    // No SMS was needed.
    const outbox = await fetch(`${env.host.url}/dev/outbox?to=${encodeURIComponent('+919876511111')}`);
    expect(await outbox.json()).toEqual([]);
    await phone.close();
  });

  it('falls back to an SMS code when the SIM has another number', async () => {
    const phone = await phoneAnswering('A mismatching SIM');
    const page = await typeNumber(phone, '98765 22222');
    const codeField = page.locator('auth-floater input[autocomplete="one-time-code"]');
    await codeField.waitFor({ timeout: 20_000 });
    const message = await latestMessage(env.host.url, '+919876522222');
    await codeField.fill(message.code!);
    await expect
      .poll(() => page.locator('#greeting').textContent(), { timeout: 10_000 })
      .toContain('+919876522222');
    await phone.close();
  });
});
