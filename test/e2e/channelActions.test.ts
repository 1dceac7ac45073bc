import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEV_WHATSAPP_NUMBER } from '../../server/channels/providerSettings';
import { hostAndBrowser } from '../support/hostAndBrowser';

const LOGIN_URI = 'https://login.shop.example/signin';

/**
 * spec §4 Channel click by action, in real Chromium against a real host: the demo shop's
 * configuration is changed on its way to the page (a support configuration, a login URI on
 * another origin), and the WhatsApp button then opens the support chat or the login page.
 */
describe('channel actions', () => {
  const env = hostAndBrowser();

  /** The demo page, its merchant configuration changed by `change`. */
  async function demoWith(change: (config: Record<string, unknown>) => void): Promise<Page> {
    const page = await env.browser.newPage();
    await page.route('**/v2/lp/merchant/config/**', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      change(config);
      await route.fulfill({ response, json: config });
    });
    await page.goto(`${env.host.url}/demo/`);
    return page;
  }

  async function whatsappButton(page: Page) {
    const button = page.locator('auth-floater button[data-channel="WHATSAPP"]');
    await page.locator('auth-floater [part="channels"]').waitFor();
    if (!(await button.isVisible())) await page.locator('auth-floater [part="more-link"]').click();
    await button.waitFor();
    return button;
  }

  it('support opens the WhatsApp chat with the business number, then re-enables the buttons', async () => {
    // The merchant's setting (the apps tool's --support, the dashboard's "Support app").
    const demo = (await env.host.services.apps.get('demo'))!;
    await env.host.services.apps.update('demo', { options: { ...demo.options, support: true } });
    const page = await demoWith(() => {});
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'chat' }));
    const button = await whatsappButton(page);
    const popup = page.waitForEvent('popup');
    await button.click();
    const chat = new URL((await popup).url());
    expect(chat.origin + chat.pathname).toBe(`https://wa.me/${DEV_WHATSAPP_NUMBER}`);
    // The support chat's prefilled text, not a sign-in message's code.
    expect(chat.searchParams.get('text')).toMatch(/need help signing in/i);
    // The page stays; its buttons are usable again after a second.
    expect(new URL(page.url()).pathname).toBe('/demo/');
    await expect.poll(() => button.isEnabled(), { timeout: 5000 }).toBe(true);
    await env.host.services.apps.update('demo', { options: demo.options });
    await page.close();
  });

  it('auth sends the visitor to a login URI on another origin with redirect, uxmode and channel', async () => {
    const page = await demoWith((config) => {
      (config.merchant as Record<string, unknown>).loginURI = LOGIN_URI;
    });
    await page.route(`${LOGIN_URI}**`, (route) => route.fulfill({ contentType: 'text/html', body: 'login' }));
    const button = await whatsappButton(page);
    const from = page.url();
    await Promise.all([page.waitForURL(`${LOGIN_URI}**`), button.click()]);
    const login = new URL(page.url());
    expect(login.searchParams.get('redirect')).toBe(from);
    expect(login.searchParams.get('uxmode')).toBe('autoclick');
    expect(login.searchParams.get('channel')).toBe('WHATSAPP');
    await page.close();
  });
});
