import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHANNELS, type Channel } from '../../contract/channels';
import type { SignInDetail } from '../../contract/wire';
import { channelConfigFor } from '../../server/apps/defaultConfig';
import { DEMO_APP_ID } from '../../server/dev/seedDemoApp';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

/**
 * A number typed in the demo shop's floater, sent through the channel the app's configuration
 * puts first for phone numbers: a WhatsApp template (business-initiated) with a code and a
 * one-tap approve link, or an SMS with a code and a link (OTP link). Approving on the phone
 * completes the sign-in in the desktop's floater, which follows the status.
 */
describe('phone numbers through WhatsApp and OTP link from the floater', () => {
  const env = hostAndBrowser();

  async function setPhoneInputs(phoneInputs: Channel[]) {
    await env.host.services.apps.update(DEMO_APP_ID, {
      channelConfig: channelConfigFor(CHANNELS, { phoneInputs }),
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

  async function signedInAs(page: Page, mobile: string) {
    await expect.poll(() => page.locator('#greeting').textContent(), { timeout: 10_000 }).toContain(mobile);
    await page.waitForFunction(() => (window as unknown as { signIn?: unknown }).signIn !== undefined);
    const detail = await page.evaluate(() => (window as unknown as { signIn: SignInDetail }).signIn);
    expect(detail.user.mobile).toBe(mobile);
  }

  it('WhatsApp business-initiated: the template message is approved with one tap on the phone', async () => {
    await setPhoneInputs(['WHATSAPP']);
    const page = await typeNumber('98111 22334');
    await expect.poll(() => page.locator('auth-floater .destination').textContent()).toContain('on WhatsApp');
    const message = await latestMessage(env.host.url, '+919811122334');
    expect(message.channel).toBe('WHATSAPP');
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.text).toContain(message.link!);

    // The phone: the simulator's chat shows the template with its Approve button.
    const phone = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const chat = await phone.newPage();
    await chat.goto(`${env.host.url}/dev/whatsapp?from=919811122334`);
    const approve = chat.locator('.bubble.in a.approve');
    await approve.waitFor({ timeout: 10_000 });
    expect(await approve.getAttribute('href')).toBe(message.link);
    const landing = await phone.newPage();
    await landing.goto(message.link!);
    await landing.getByRole('button', { name: 'Sign in' }).click();
    await landing.getByRole('heading', { name: "You're signed in" }).waitFor();
    await phone.close();

    await signedInAs(page, '+919811122334');
    await page.close();
  });

  it('WhatsApp business-initiated: typing the code from the template signs in too', async () => {
    await setPhoneInputs(['WHATSAPP']);
    const page = await typeNumber('+91 98111 55667');
    const { code } = await latestMessage(env.host.url, '+919811155667');
    await page.locator('auth-floater input[autocomplete="one-time-code"]').fill(code!);
    await signedInAs(page, '+919811155667');
    await page.close();
  });

  it('OTP link over SMS: one message with a code and a link; the link signs in the desktop', async () => {
    await setPhoneInputs(['OTP_LINK']);
    const page = await typeNumber('98222 33445');
    await expect
      .poll(() => page.locator('auth-floater .destination').textContent())
      .toContain('a code and a sign-in link');
    const message = await latestMessage(env.host.url, '+919822233445');
    expect(message.channel).toBe('SMS');
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.text).toContain(message.link!);
    expect(message.text).toContain(`#${message.code}`);

    const phone = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const landing = await phone.newPage();
    await landing.goto(message.link!);
    await landing.getByRole('button', { name: 'Sign in' }).click();
    await landing.getByRole('heading', { name: "You're signed in" }).waitFor();
    await phone.close();

    await signedInAs(page, '+919822233445');
    await page.close();
  });
});
