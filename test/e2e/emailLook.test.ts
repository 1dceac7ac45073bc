import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLOR } from '../../contract/constants';
import { apiClient } from '../support/apiClient';
import { launchChromium } from '../support/browser';
import { readMail } from '../support/readMail';
import { type Host, startHost } from '../support/startHost';
import { type SmtpSink, startSmtpServer } from '../support/startSmtpServer';

const FROM = 'Sesame <no-reply@sesame.test>';

/** What a mail client shows: the page's background and text, and the button's colours and contrast. */
interface Look {
  background: string;
  text: string;
  buttonBackground: string;
  buttonText: string;
  buttonContrast: number;
}

function lookInPage(): Look {
  const rgb = (color: string) => [...color.matchAll(/\d+(\.\d+)?/g)].slice(0, 3).map((m) => Number(m[0]));
  const luminance = (color: string) => {
    const [r, g, b] = rgb(color).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const body = getComputedStyle(document.body);
  const button = getComputedStyle(document.querySelector('a')!);
  const [light, dark] = [luminance(button.color), luminance(button.backgroundColor)].sort((a, b) => b - a);
  return {
    background: body.backgroundColor,
    text: body.color,
    buttonBackground: button.backgroundColor,
    buttonText: button.color,
    buttonContrast: (light! + 0.05) / (dark! + 0.05),
  };
}

/**
 * docs/languages.md "Email": one layout, HTML and text, in the merchant's colour with text that
 * reads on it, light or dark as the reader's mail client is. Each mail goes through the real SMTP
 * test server, and its HTML is shown in Chromium light and dark.
 */
describe('the sign-in email’s look', () => {
  let smtp: SmtpSink;
  let host: Host;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    host = await startHost({ listen: false, env: { SMTP_URL: smtp.url, MAIL_FROM: FROM } });
    browser = await launchChromium();
    const demo = (await host.services.apps.get('demo'))!;
    for (const [id, primary] of [
      ['navy', '#1a237e'],
      ['lemon', '#fff176'],
      ['odd', 'red;background:url(x)'],
    ] as const) {
      await host.services.apps.create({
        id,
        clientId: id,
        clientSecret: `${id}-secret`,
        name: `Shop ${id}`,
        origins: [],
        loginUri: undefined,
        redirectUris: [],
        uiConfig: { ...demo.uiConfig, colors: { ...demo.uiConfig.colors, primary } },
        channelConfig: demo.channelConfig,
      });
    }
  });
  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await smtp?.close();
  });

  async function mailOf(appId: string, email: string, locale = 'en') {
    const api = apiClient(host, { appId });
    const state = await api.state();
    expect((await api.intent(state, { channel: 'EMAIL_LOGIN', email, locale })).status).toBe(200);
    return readMail((await smtp.next()).raw);
  }

  async function look(mailHtml: string, colorScheme: 'light' | 'dark'): Promise<Look> {
    const context = await browser.newContext({ colorScheme, viewport: { width: 390, height: 700 } });
    try {
      const page = await context.newPage();
      await page.setContent(mailHtml);
      return await page.evaluate(lookInPage);
    } finally {
      await context.close();
    }
  }

  it('paints the button in the app’s colour, with white text on a dark one', async () => {
    const mail = await mailOf('navy', 'ada@example.com');
    const light = await look(mail.html!, 'light');
    expect(light.buttonBackground).toBe('rgb(26, 35, 126)');
    expect(light.buttonText).toBe('rgb(255, 255, 255)');
    expect(light.buttonContrast).toBeGreaterThanOrEqual(4.5);
    expect(mail.text).toContain('Sign in to Shop navy');
  });

  it('puts dark text on a light colour', async () => {
    const light = await look((await mailOf('lemon', 'bo@example.com')).html!, 'light');
    expect(light.buttonBackground).toBe('rgb(255, 241, 118)');
    expect(light.buttonText).toBe('rgb(0, 0, 0)');
    expect(light.buttonContrast).toBeGreaterThanOrEqual(4.5);
  });

  it('uses the default colour when the app has none it can use', async () => {
    const mail = await mailOf('odd', 'cy@example.com');
    expect(mail.html).not.toContain('url(x)');
    const light = await look(mail.html!, 'light');
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(DEFAULT_THEME_COLOR.slice(i, i + 2), 16));
    expect(light.buttonBackground).toBe(`rgb(${r}, ${g}, ${b})`);
    expect(light.buttonContrast).toBeGreaterThanOrEqual(4.5);
  });

  it('turns dark in a dark mail client and stays light in a light one, the button unchanged', async () => {
    const mail = await mailOf('navy', 'di@example.com', 'ar');
    expect(mail.html).toContain('<meta name="color-scheme" content="light dark">');
    expect(mail.html).toContain('@media (prefers-color-scheme: dark)');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    const light = await look(mail.html!, 'light');
    const dark = await look(mail.html!, 'dark');
    expect(light.background).toBe('rgb(255, 255, 255)');
    expect(light.text).toBe('rgb(17, 17, 17)');
    expect(dark.background).toBe('rgb(18, 18, 18)');
    expect(dark.text).toBe('rgb(236, 236, 236)');
    expect(dark.buttonBackground).toBe(light.buttonBackground);
    expect(dark.buttonContrast).toBeGreaterThanOrEqual(4.5);
  });
});
