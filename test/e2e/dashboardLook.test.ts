import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_PATH } from '../../contract/admin';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

const SHOTS = 'test/screenshots/actual';

/** The computed colour of an element inside the floater's shadow root. */
const colourOf = (page: Page, selector: string) =>
  page.locator(`auth-floater ${selector}`).evaluate((el) => getComputedStyle(el).color);

/**
 * docs/widget.md "The merchant's texts": a description, a bottom line and a heading colour set in
 * the dashboard's form reach its live preview and the real `<auth-floater>` on the demo page.
 */
describe('dashboard: the merchant texts and colours in the floater', () => {
  const env = hostAndBrowser();

  it('shows what the admin typed in the preview and, once saved, on the demo page, light and dark', {
    timeout: 120_000,
  }, async () => {
    const { host } = env;
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${host.url}${DASHBOARD_PATH}`);
    await page.locator('auth-login-page #sesame-identifier').fill('admin@example.com');
    await page.locator('auth-login-page button[type="submit"]').click();
    const code = page.locator('auth-login-page input[autocomplete="one-time-code"]');
    await code.waitFor();
    await code.fill((await latestMessage(host.url, 'admin@example.com')).code!);
    await page.getByRole('heading', { name: 'Apps', level: 1 }).waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Open demo' }).click();
    await page.getByLabel('Description', { exact: true }).fill('Members get free delivery');
    await page.getByLabel('Bottom line', { exact: true }).fill('Questions? help@demo.example');
    await page.getByLabel('Heading text colour', { exact: true }).fill('#8a1538');
    // Unsaved, the preview's real floater already draws them.
    const preview = page.frameLocator('iframe[title="Sign-in widget of demo"]').locator('auth-floater');
    await preview.getByText('Members get free delivery').waitFor();
    await preview.getByText('Questions? help@demo.example').waitFor();
    // The collapsed floater and the announcement bar, each in its own view of the preview.
    await page.getByLabel('Collapsed floater text', { exact: true }).fill('Members');
    await page.getByRole('combobox', { name: /^Show/ }).selectOption('collapsed');
    await expect
      .poll(() => preview.locator('[part="collapsed"]').textContent(), { timeout: 20_000 })
      .toBe('Members');
    await page.getByRole('combobox', { name: /^Show/ }).selectOption('announcement');
    await page.getByLabel('Announcement bar text', { exact: true }).fill('Sign in for 10% off');
    await page
      .frameLocator('iframe[title="Sign-in widget of demo"]')
      .getByText('Sign in for 10% off')
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/dashboard-merchant-texts-1280-light.png`, fullPage: true });
    await page.getByRole('combobox', { name: /^Show/ }).selectOption('open');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved.').waitFor();
    await context.close();

    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [390, 1280]) {
        const visit = await env.browser.newContext({ viewport: { width, height: 800 }, colorScheme });
        const demo = await visit.newPage();
        await demo.goto(`${host.url}/demo/`);
        const description = demo.locator('auth-floater [part="description"]');
        await expect
          .poll(() => description.textContent(), { timeout: 15_000 })
          .toBe('Members get free delivery');
        expect(await demo.locator('auth-floater [part="bottom-line"]').textContent()).toBe(
          'Questions? help@demo.example',
        );
        // A dark heading colour reads on the light theme only; the dark theme keeps its own.
        const title = await colourOf(demo, '[part="title"]');
        if (colorScheme === 'light') expect(title).toBe('rgb(138, 21, 56)');
        else expect(title).toBe('rgb(233, 235, 238)');
        // The panel's entrance has ended before the picture is taken.
        await demo.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
        await demo.screenshot({ path: `${SHOTS}/floater-merchant-texts-${width}-${colorScheme}.png` });
        await visit.close();
      }
    }
  });
});
