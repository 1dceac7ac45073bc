import { describe, expect, it } from 'vitest';
import { API, QR_PATH } from '../../contract/paths';
import { apiClient } from '../support/apiClient';
import { contrastRatio } from '../support/contrastRatio';
import { hostAndBrowser } from '../support/hostAndBrowser';

/** The page a phone opens from the QR code fits a 390 px screen at every step (spec §2). */
describe('the QR phone page on a 390 px phone', () => {
  const env = hostAndBrowser();

  it('scrolls no wider than the screen, with every step shown and readable', async () => {
    const api = apiClient(env.host);
    const state = await api.state();
    const res = await api.request({
      method: 'POST',
      url: `${API.qrCreate}/${state}`,
      json: { appId: 'demo' },
    });
    expect(res.status).toBe(200);
    const page = await env.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto(`${env.host.url}${QR_PATH}/${res.body.qrRefId as string}`);
    await page.locator('#match').waitFor();
    const widths = await page.evaluate(() => {
      for (const hidden of document.querySelectorAll<HTMLElement>('#qr [hidden]')) hidden.hidden = false;
      const wide = [...document.querySelectorAll<HTMLElement>('#qr *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((element) => element.id || element.className || element.tagName);
      return { page: document.documentElement.scrollWidth, viewport: window.innerWidth, wide };
    });
    expect(widths.wide).toEqual([]);
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    // The WhatsApp button's label reads on its green (it was white on #25d366, 2:1).
    const [text, background] = await page
      .locator('#open-whatsapp')
      .evaluate((link) => [getComputedStyle(link).color, getComputedStyle(link).backgroundColor]);
    expect(contrastRatio(hexOf(text!), hexOf(background!))).toBeGreaterThanOrEqual(4.5);
    await page.close();
  });
});

/** `rgb(r, g, b)` as `#rrggbb`. */
function hexOf(rgb: string): string {
  const digits = rgb.match(/\d+/g)!.slice(0, 3);
  return `#${digits.map((d) => Number(d).toString(16).padStart(2, '0')).join('')}`;
}
