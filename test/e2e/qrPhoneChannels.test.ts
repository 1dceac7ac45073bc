import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

/**
 * QR across devices with a channel other than email: the desktop's floater shows the QR code,
 * the phone (another browser context) is told the merchant and the device, signs in with a
 * text-message code or by sending a WhatsApp message, and approves; the floater completes.
 */
describe('QR sign-in approved on a phone with SMS or WhatsApp', () => {
  const env = hostAndBrowser();

  async function desktopQr(): Promise<{ desktop: Page; url: string; matchCode: string }> {
    const desktop = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await desktop.goto(`${env.host.url}/demo/`);
    await desktop.locator('auth-floater').getByRole('button', { name: 'Scan to Sign in' }).click();
    const link = desktop.locator('auth-floater a[part="qr-link"]');
    await link.waitFor({ timeout: 45_000 });
    const matchCode = (await desktop.locator('auth-floater [data-match-code]').textContent())!;
    return { desktop, url: (await link.getAttribute('href'))!, matchCode };
  }

  async function phoneAt(
    browser: Browser,
    url: string,
    matchCode: string,
  ): Promise<{ context: BrowserContext; phone: Page }> {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const phone = await context.newPage();
    await phone.goto(url);
    await phone.getByRole('heading', { name: 'Sign in to Sesame Demo Shop' }).waitFor();
    expect(await phone.locator('#request-device').textContent()).toMatch(/ on /);
    await phone.getByLabel('Type the number shown next to the QR code on that screen').fill(matchCode);
    await phone.getByRole('button', { name: 'Continue' }).click();
    return { context, phone };
  }

  it('approves with a code sent by text message', async () => {
    const { desktop, url, matchCode } = await desktopQr();
    const { context, phone } = await phoneAt(env.browser, url, matchCode);
    await phone.getByRole('button', { name: 'Text message' }).click();
    await phone.getByLabel('Your mobile number').fill('98333 44556');
    await phone.getByRole('button', { name: 'Send code' }).click();
    await phone.getByLabel('Code from the text message').waitFor();
    const { code, channel } = await latestMessage(env.host.url, '+919833344556');
    expect(channel).toBe('SMS');
    await phone.getByLabel('Code from the text message').fill(code!);
    await phone.getByRole('button', { name: 'Approve sign-in' }).click();
    await phone.getByText(/^Approved\. Sesame Demo Shop is signing you in on /).waitFor();
    await context.close();

    await expect
      .poll(() => desktop.locator('#greeting').textContent(), { timeout: 10_000 })
      .toContain('+919833344556');
    await desktop.close();
  });

  it('approves after the phone sends the prefilled WhatsApp message', async () => {
    const { desktop, url, matchCode } = await desktopQr();
    const { context, phone } = await phoneAt(env.browser, url, matchCode);
    await phone.getByRole('button', { name: 'WhatsApp' }).click();
    const open = phone.getByRole('link', { name: 'Open WhatsApp' });
    await expect.poll(() => open.getAttribute('href')).toMatch(/\/dev\/whatsapp\?/);

    // WhatsApp on the same phone: the simulator sends the message through the signed webhook.
    const chat = await context.newPage();
    await chat.goto(`${(await open.getAttribute('href'))!}&from=919844455667`);
    await chat.getByRole('button', { name: 'Send' }).click();
    await chat.locator('.bubble.in', { hasText: 'Sesame Demo Shop' }).waitFor();
    await chat.close();

    await phone.getByText('WhatsApp confirmed your number.', { exact: false }).waitFor({ timeout: 10_000 });
    await phone.getByRole('button', { name: 'Approve sign-in' }).click();
    await phone.getByText(/^Approved\./).waitFor();
    await context.close();

    await expect
      .poll(() => desktop.locator('#greeting').textContent(), { timeout: 10_000 })
      .toContain('+919844455667');
    await desktop.close();
  });
});
