import { describe, expect, it } from 'vitest';
import type { SignInDetail } from '../../contract/wire';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

/**
 * A person on the demo shop signs in with their mobile number: the floater shows the country
 * code once a phone number is typed, the code arrives by SMS (the dev outbox), and the shop
 * greets the user its server exchanged.
 */
describe('SMS sign-in from the floater', () => {
  const env = hostAndBrowser();

  it('signs in with the code sent by SMS to an Indian mobile number', async () => {
    const page = await env.browser.newPage();
    await page.addInitScript(() => {
      window.addEventListener('auth-signin', (event) => {
        (window as unknown as { signIn: unknown }).signIn = (event as CustomEvent).detail;
      });
    });
    await page.goto(`${env.host.url}/demo/`);

    // A number typed without '+' brings up the country code, India's by default (spec §5).
    await page.locator('auth-floater #sesame-identifier').fill('98765 43210');
    await expect
      .poll(() => page.locator('auth-floater .country-button').first().textContent())
      .toContain('+91');
    await page.locator('auth-floater button[type="submit"]').click();
    const codeField = page.locator('auth-floater input[autocomplete="one-time-code"]');
    await codeField.waitFor();

    // The SMS goes to the number in E.164, in the WebOTP format browsers fill codes from.
    const message = await latestMessage(env.host.url, '+919876543210');
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.text).toContain(`#${message.code}`);

    await codeField.fill(message.code!);
    await expect
      .poll(() => page.locator('#greeting').textContent(), { timeout: 10_000 })
      .toContain('+919876543210');
    await page.waitForFunction(() => (window as unknown as { signIn?: unknown }).signIn !== undefined);
    const detail = await page.evaluate(() => (window as unknown as { signIn: SignInDetail }).signIn);
    expect(detail.user.mobile).toBe('+919876543210');
    expect(await page.locator('#greeting').textContent()).toContain(detail.user.uid);
    await page.close();
  });
});
