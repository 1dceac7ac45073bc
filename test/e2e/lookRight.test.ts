import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hostAndBrowser } from '../support/hostAndBrowser';

/** A 200 × 50 logo: four times as wide as high. */
const WIDE_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50" viewBox="0 0 200 50"><rect width="200" height="50" fill="#6b3f2a"/></svg>',
)}`;

const rect = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);

/** The widget's placement on a merchant's page (spec §2, §9), measured in Chromium. */
describe('the widget on the page', () => {
  const env = hostAndBrowser();

  it('pushes the page down under the announcement bar, shows one bar only, and gives the room back', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${env.host.url}/demo/?announcement=true`);
    const bars = page.locator('[part="announcement"]');
    await bars.first().waitFor();
    const bar = await rect(page, 'auth-floater [part="announcement"]');
    const header = await rect(page, 'body > header');
    expect(header.top).toBeGreaterThanOrEqual(bar.bottom - 1);

    // A second bar on the same page waits for the first instead of stacking.
    await page.evaluate(() => document.body.prepend(document.createElement('auth-announcement')));
    await page.evaluate(() => customElements.whenDefined('auth-announcement'));
    await page.waitForTimeout(300);
    expect(await bars.count()).toBe(1);
    expect((await rect(page, 'body > header')).top).toBe(header.top);

    await bars.first().click();
    await page.locator('auth-floater [part="panel"]').waitFor();
    expect(await bars.count()).toBe(0);
    expect((await rect(page, 'body > header')).top).toBeLessThan(header.top - 50);
    await page.close();
  });

  it('shows the error toast over the bottom of the sheet on a phone and beside the panel on a desktop', async () => {
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      const page = await env.browser.newPage({ viewport: { width, height } });
      await page.goto(`${env.host.url}/demo/`);
      await page.locator('auth-floater [part="panel"]').waitFor();
      await page
        .locator('auth-floater [part="toast"]')
        .evaluate((toast) => toast.setAttribute('data-visible', ''));
      await page.waitForTimeout(400);
      const panel = await rect(page, 'auth-floater [part="panel"]');
      const toast = await rect(page, 'auth-floater [part="toast"]');
      if (width < 768) {
        expect(toast.bottom).toBeLessThanOrEqual(height);
        expect(toast.top).toBeGreaterThan(panel.top + panel.height / 2);
      } else {
        expect(toast.top).toBeGreaterThanOrEqual(panel.bottom);
        expect(toast.top - panel.bottom).toBeLessThan(40);
      }
      await page.close();
    }
  });

  it('keeps a wide brand logo’s proportions in the header', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${env.host.url}/demo/`);
    await page.locator('auth-floater [part="panel"]').waitFor();
    const size = await page.locator('auth-floater .header').evaluate(async (header, src) => {
      const logo = header.querySelector('img.brand-logo') ?? document.createElement('img');
      logo.className = 'brand-logo';
      if (!logo.isConnected) header.prepend(logo);
      (logo as HTMLImageElement).src = src;
      await (logo as HTMLImageElement).decode();
      // The picture as drawn: the box, less what object-fit: contain leaves empty.
      const box = logo.getBoundingClientRect();
      const image = logo as HTMLImageElement;
      const fit = getComputedStyle(logo).objectFit;
      const scale =
        fit === 'contain' ? Math.min(box.width / image.naturalWidth, box.height / image.naturalHeight) : 0;
      return fit === 'contain'
        ? { width: image.naturalWidth * scale, height: image.naturalHeight * scale }
        : { width: box.width, height: box.height };
    }, WIDE_LOGO);
    expect(size.width / size.height).toBeCloseTo(4, 1);
    expect(size.width).toBeGreaterThan(40);
    await page.close();
  });
});
