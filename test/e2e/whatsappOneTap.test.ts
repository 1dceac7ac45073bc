import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../../contract/channels';
import type { SignInDetail } from '../../contract/wire';
import { channelConfigFor } from '../../server/apps/defaultConfig';
import { DEMO_APP_ID } from '../../server/dev/seedDemoApp';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

/**
 * WhatsApp one-tap from the demo shop's floater: the typed number gets the app's authentication
 * template; the WhatsApp simulator shows it with its button (Copy code on the web, Autofill on a
 * phone with the merchant's Android app); the code typed in the floater signs in.
 */
describe('WhatsApp one-tap (OTAP) from the floater', () => {
  const env = hostAndBrowser();

  async function offerOneTap(apps: { packageName: string; signatureHash: string }[]) {
    const demo = (await env.host.services.apps.get(DEMO_APP_ID))!;
    await env.host.services.apps.update(DEMO_APP_ID, {
      channelConfig: channelConfigFor(CHANNELS, { phoneInputs: ['OTAP'] }),
      options: {
        ...demo.options,
        whatsapp: { ...demo.options.whatsapp, otap: { template: 'shop_onetap', apps } },
      },
    });
  }

  async function typeNumber(number: string): Promise<Page> {
    const page = await env.browser.newPage();
    await page.addInitScript(() => {
      window.addEventListener('auth-signin', (event) => {
        (window as unknown as { signIn: unknown }).signIn = (event as CustomEvent).detail;
      });
    });
    await page.goto(`${env.host.url}/demo/`);
    await page.locator('auth-floater #sesame-identifier').fill(number);
    await page.locator('auth-floater button[type="submit"]').click();
    await page.locator('auth-floater input[autocomplete="one-time-code"]').waitFor();
    return page;
  }

  it('copy code on the web: the simulator shows the button, the code signs in', async () => {
    await offerOneTap([{ packageName: 'com.example.shop', signatureHash: 'K8a/AINcGX7' }]);
    const page = await typeNumber('98111 40001');
    await expect.poll(() => page.locator('auth-floater .destination').textContent()).toContain('on WhatsApp');

    const phone = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const chat = await phone.newPage();
    await chat.goto(`${env.host.url}/dev/whatsapp?from=919811140001`);
    const button = chat.locator('.bubble.in button.otp');
    await button.waitFor({ timeout: 20_000 });
    expect(await button.textContent()).toBe('Copy code');
    const code = await button.getAttribute('data-code');
    expect(code).toMatch(/^\d{6}$/);
    expect(await chat.locator('.bubble.in').last().textContent()).toContain(code!);
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Code copied');
    expect((await latestMessage(env.host.url, '+919811140001')).code).toBe(code);
    await phone.close();

    await page.locator('auth-floater input[autocomplete="one-time-code"]').fill(code!);
    await expect
      .poll(() => page.locator('#greeting').textContent(), { timeout: 20_000 })
      .toContain('+919811140001');
    await page.waitForFunction(() => (window as unknown as { signIn?: unknown }).signIn !== undefined);
    const detail = await page.evaluate(() => (window as unknown as { signIn: SignInDetail }).signIn);
    expect(detail.user.mobile).toBe('+919811140001');
    await page.close();
  });

  it('on a phone with the Android app the button autofills; with no app named it copies', async () => {
    await offerOneTap([{ packageName: 'com.example.shop', signatureHash: 'K8a/AINcGX7' }]);
    const first = await typeNumber('98111 40002');
    const phone = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const android = await phone.newPage();
    await android.goto(`${env.host.url}/dev/whatsapp?from=919811140002&device=android`);
    const autofill = android.locator('.bubble.in button.otp');
    await autofill.waitFor({ timeout: 20_000 });
    expect(await autofill.textContent()).toBe('Autofill');
    await first.close();

    await offerOneTap([]);
    const second = await typeNumber('98111 40003');
    const other = await phone.newPage();
    await other.goto(`${env.host.url}/dev/whatsapp?from=919811140003&device=android`);
    const copy = other.locator('.bubble.in button.otp');
    await copy.waitFor({ timeout: 20_000 });
    expect(await copy.textContent()).toBe('Copy code');
    await phone.close();
    await second.close();
  });
});
