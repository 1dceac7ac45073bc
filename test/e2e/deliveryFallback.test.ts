import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../../contract/channels';
import type { SignInDetail } from '../../contract/wire';
import { channelConfigFor } from '../../server/apps/defaultConfig';
import { DEMO_APP_ID } from '../../server/dev/seedDemoApp';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

/** The host's clock runs with real time, and the test moves it past the 60 s between sends. */
const clock = { offset: 0, now: () => Date.now() + clock.offset };

/**
 * Automatic fallback in the floater: a number's WhatsApp code never arrives (the dev phone reports
 * it failed, as Meta's status webhook does), the code step offers "Send by SMS instead", which
 * sends an SMS code to the same number and turns the screen to it; that code signs in.
 */
describe('delivery fallback from the floater', () => {
  const env = hostAndBrowser({ serveStatic: true, overrides: { clock } });

  it('WhatsApp failed → "Send by SMS instead" → the SMS code signs in', async () => {
    await env.host.services.apps.update(DEMO_APP_ID, {
      channelConfig: channelConfigFor(CHANNELS, { phoneInputs: ['WHATSAPP', 'SMS'] }),
    });
    const page = await env.browser.newPage();
    await page.addInitScript(() => {
      window.addEventListener('auth-signin', (event) => {
        (window as unknown as { signIn: unknown }).signIn = (event as CustomEvent).detail;
      });
    });
    await page.goto(`${env.host.url}/demo/`);
    await page.locator('auth-floater #sesame-identifier').fill('98133 44556');
    await page.locator('auth-floater button[type="submit"]').click();
    await page.locator('auth-floater input[autocomplete="one-time-code"]').waitFor();
    await expect.poll(() => page.locator('auth-floater .destination').textContent()).toContain('on WhatsApp');
    const whatsapp = await latestMessage(env.host.url, '+919813344556');
    expect(whatsapp.channel).toBe('WHATSAPP');
    const offer = page.locator('auth-floater .fallback-offer button');
    expect(await offer.count()).toBe(0);

    // The dev phone reports the message failed, signed as Meta signs its status webhook.
    const phone = await env.browser.newPage();
    await phone.goto(`${env.host.url}/dev/whatsapp?from=919813344556`);
    await phone.locator('#undelivered').click();
    await expect
      .poll(() => phone.locator('#delivery').textContent())
      .toBe('The last message was not delivered.');
    await phone.close();
    await offer.waitFor({ timeout: 10_000 });
    expect(await offer.textContent()).toBe("Didn't get it? Send by SMS instead");
    expect(await page.locator('auth-floater .fallback-offer').textContent()).toContain(
      'The message could not be delivered.',
    );

    clock.offset += 61_000;
    await offer.click();
    await expect
      .poll(() => page.locator('auth-floater .destination').textContent())
      .toContain('We sent a code to');
    const sms = await latestMessage(env.host.url, '+919813344556');
    expect(sms.channel).toBe('SMS');
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(await offer.count()).toBe(0);
    await page.locator('auth-floater input[autocomplete="one-time-code"]').fill(sms.code!);

    await expect
      .poll(() => page.locator('#greeting').textContent(), { timeout: 10_000 })
      .toContain('+919813344556');
    await page.waitForFunction(() => (window as unknown as { signIn?: unknown }).signIn !== undefined);
    const detail = await page.evaluate(() => (window as unknown as { signIn: SignInDetail }).signIn);
    expect(detail.user.mobile).toBe('+919813344556');
    await page.close();
  });
});
