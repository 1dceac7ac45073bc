import { describe, expect, it } from 'vitest';
import { id } from '../../contract/i18n/id';
import { hostAndBrowser } from '../support/hostAndBrowser';

/**
 * docs/languages.md "Which language": a floater without a `locale` attribute speaks the app's
 * language (`options.locale`, sent as `merchant.config.locale`) before the browser's, and its
 * `locale` attribute beats both.
 */
describe('the widget in the app’s language', () => {
  const env = hostAndBrowser();

  it('speaks the app’s language to an English browser, and the attribute’s over it', async () => {
    const demo = (await env.host.services.apps.get('demo'))!;
    await env.host.services.apps.update('demo', { options: { ...demo.options, locale: 'id' } });
    const context = await env.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${env.host.url}/demo/`);
    const root = page.locator('auth-floater .sesame').first();
    await expect.poll(() => root.getAttribute('lang')).toBe('id');
    await expect.poll(() => root.textContent()).toContain(id['entry.continue']);

    await page
      .locator('auth-floater')
      .first()
      .evaluate((el) => el.setAttribute('locale', 'de'));
    await expect.poll(() => root.getAttribute('lang')).toBe('de');
    await context.close();
  });
});
