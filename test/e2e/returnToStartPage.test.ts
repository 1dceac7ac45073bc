import { describe, expect, it } from 'vitest';
import { merchantShop, signInDetail } from '../support/merchantShop';
import { signInAtDevIdp } from '../support/signInAtDevIdp';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

/**
 * docs/widget.md "Sign-ins that come back to the page", as a merchant meets it: a shop on its own
 * origin and app (login URI `/`), a 390 px phone in the OS's dark mode, SSO in redirect mode begun
 * on a product page: the visitor is back on that product page, signed in, not on the login URI.
 */
describe('a redirect sign-in on a second origin', () => {
  const shop = merchantShop('kettles', '<auth-floater app-id="kettles"></auth-floater>');

  it('comes back to the product page it began on, signed in', async () => {
    const context = await shop.browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent: PHONE_UA,
      hasTouch: true,
      colorScheme: 'dark',
    });
    const page = await context.newPage();
    await page.goto(`${shop.url}/products/kettle?colour=red`);
    await signInAtDevIdp(page, { email: 'kettle@example.com', name: 'Kay Tull' }, '/products/kettle');
    await page.locator('auth-floater').getByText('Sign in Successful').waitFor({ timeout: 15_000 });
    expect((await signInDetail(page)).user.email).toBe('kettle@example.com');
    expect(new URL(page.url()).search).toBe('?colour=red');
    await context.close();
  });
});
