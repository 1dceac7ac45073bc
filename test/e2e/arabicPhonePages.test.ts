import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API, QR_PATH } from '../../contract/paths';
import { apiClient } from '../support/apiClient';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';
import { textOverflows } from '../support/textOverflows';

const TEXT_SELECTOR = 'button, label, h1, h2, h3, a, p, li, strong, span, input';

/** The page's direction and language, and every text that does not fit its box. */
async function layoutOf(page: Page) {
  const html = page.locator('html');
  return {
    dir: await html.getAttribute('dir'),
    lang: await html.getAttribute('lang'),
    computedDir: await page.evaluate(() => getComputedStyle(document.body).direction),
    wider: await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
    problems: await page.locator('body').evaluate(textOverflows, TEXT_SELECTOR),
  };
}

/**
 * docs/languages.md "Right to left": the pages an Arabic sign-in opens on a phone, the sign-in
 * link's landing page and the QR phone page, lay out right to left at 390 px in Chromium with no
 * text wider than its box or clipped.
 */
describe('the Arabic phone pages at 390 px', () => {
  const env = hostAndBrowser();
  const phone = () => env.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });

  it('lays the sign-in link’s landing page out right to left, every text in its box', async () => {
    const api = apiClient(env.host);
    const state = await api.state();
    const email = 'layla.rtl@example.com';
    const res = await api.intent(state, { channel: 'MAGIC_LINK', email, locale: 'ar' });
    expect(res.status).toBe(200);
    const { link } = await latestMessage(env.host.url, email);
    expect(link).toBeTruthy();
    const page = await phone();
    try {
      await page.goto(link!);
      await page.locator('h1').waitFor();
      expect(await layoutOf(page)).toEqual({
        dir: 'rtl',
        lang: 'ar',
        computedDir: 'rtl',
        wider: false,
        problems: [],
      });
    } finally {
      await page.close();
    }
  });

  it('lays the QR phone page out right to left, every text in its box at every step', async () => {
    const api = apiClient(env.host);
    const state = await api.state();
    const qr = await api.request({
      method: 'POST',
      url: `${API.qrCreate}/${state}`,
      json: { appId: 'demo', locale: 'ar' },
    });
    expect(qr.status).toBe(200);
    const page = await phone();
    try {
      await page.goto(`${env.host.url}${QR_PATH}/${qr.body.qrRefId as string}`);
      await page.locator('#match').waitFor();
      // Every step shown at once, as in test/e2e/qrPhoneFits.test.ts.
      await page.evaluate(() => {
        for (const hidden of document.querySelectorAll<HTMLElement>('#qr [hidden]')) hidden.hidden = false;
      });
      expect(await layoutOf(page)).toEqual({
        dir: 'rtl',
        lang: 'ar',
        computedDir: 'rtl',
        wider: false,
        problems: [],
      });
    } finally {
      await page.close();
    }
  });
});
