import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelConfigFor, defaultUiConfig } from '../../server/apps/defaultConfig';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';
import {
  PLUGIN_DIR,
  phpunitMissing,
  startWordPress,
  type WordPressSite,
  wordpressMissing,
} from '../support/wordpressSite';

const APP_ID = 'wpshop';
const SECRET = 'wp-shop-secret';
/** WooCommerce's classic checkout around its hook, for this test only (WooCommerce is not packaged). */
const WOOCOMMERCE_DOUBLE = join(import.meta.dirname, 'fixtures/woocommerce-checkout');
// The suite runs wherever PHP, WordPress and MariaDB are; CI installs them (.ci/run) and may not skip.
const missing = wordpressMissing();
if (missing && process.env.CI)
  throw new Error(`The WordPress plugin's tests cannot run under CI: ${missing}`);
if (missing) console.warn(`Skipping the WordPress plugin's tests: ${missing}`);
const noPhpunit = phpunitMissing();
if (noPhpunit && process.env.CI)
  throw new Error(`The plugin's PHPUnit suite cannot run under CI: ${noPhpunit}`);
if (noPhpunit && !missing) console.warn(`Skipping the plugin's PHPUnit suite: ${noPhpunit}`);

/**
 * The WordPress plugin on a real WordPress (Debian's package, PHP's built-in server, MariaDB):
 * a visitor signs in with Sesame on a WordPress page and is a logged-in WordPress user.
 */
describe.skipIf(missing !== undefined)('the WordPress plugin on a real WordPress site', () => {
  const env = hostAndBrowser();
  let site: WordPressSite;

  beforeAll(async () => {
    site = await startWordPress([WOOCOMMERCE_DOUBLE]);
    await env.host.services.apps.create({
      id: APP_ID,
      clientId: APP_ID,
      clientSecret: SECRET,
      name: 'WordPress Shop',
      origins: [site.url],
      uiConfig: defaultUiConfig('WordPress Shop'),
      channelConfig: channelConfigFor(['OTP_LINK']),
    });
    configure({ placement: 'everywhere' });
    site.php(`update_option('users_can_register', 1);`);
  }, 120_000);
  afterAll(async () => {
    await site?.close();
  });

  function configure(settings: Record<string, string>): void {
    const value = {
      host_url: env.host.url,
      app_id: APP_ID,
      client_secret: SECRET,
      element: 'auth-floater',
      loader_color: '#0a7d33',
      loading_text: 'Signing you in to the shop…',
      text_color: '#ffffff',
      ...settings,
    };
    site.php(`update_option('sesame_signin', json_decode('${JSON.stringify(value)}', true));`);
  }

  const signedIn = (page: Page) =>
    expect
      .poll(() => page.evaluate(() => document.body.classList.contains('logged-in')), { timeout: 15_000 })
      .toBe(true);

  /** A published page with `content`; its id. */
  const publish = (title: string, content: string) =>
    site.php(
      `echo wp_insert_post(array('post_title' => '${title}', 'post_content' => '${content}', 'post_status' => 'publish', 'post_type' => 'page'));`,
    );

  async function signIn(page: Page, email: string, selector = 'auth-floater'): Promise<void> {
    await page.locator(`${selector} #sesame-identifier`).fill(email);
    await page.locator(`${selector} button[type="submit"]`).click();
    const message = await latestMessage(env.host.url, email);
    await page.locator(`${selector} input[autocomplete="one-time-code"]`).fill(message.code!);
  }

  const loggedInAs = (page: Page) =>
    page.evaluate(async () => {
      const response = await fetch('/?rest_route=/wp/v2/users/me', {
        headers: {
          'x-wp-nonce':
            (window as unknown as { wpApiSettings?: { nonce: string } }).wpApiSettings?.nonce ?? '',
        },
      });
      return document.body.classList.contains('logged-in') ? response.status : 0;
    });

  it('signs a new visitor in from the floater on every page, as a new WordPress user', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${site.url}/?p=1`);
    await signIn(page, 'new.visitor@example.com');
    // The spec's WordPress form integration: the full-screen loader with the site's colours.
    // Its words are read the moment it shows: the page may reload, signed in, right after.
    const loader = await page.waitForFunction(
      () =>
        document.querySelector('auth-floater')?.shadowRoot?.querySelector('[part="loader"]')?.textContent ||
        undefined,
    );
    expect(await loader.jsonValue()).toContain('Signing you in to the shop…');
    await page.waitForURL(`${site.url}/?p=1`);
    await expect
      .poll(() => page.evaluate(() => document.body.classList.contains('logged-in')), { timeout: 15_000 })
      .toBe(true);
    // Signed in: the floater is not printed any more.
    expect(await page.locator('auth-floater').count()).toBe(0);
    const user = JSON.parse(
      site.php(
        `$u = get_user_by('email', 'new.visitor@example.com'); echo wp_json_encode(array('login' => $u->user_login, 'uid' => get_user_meta($u->ID, 'sesame_uid', true), 'role' => $u->roles[0]));`,
      ),
    ) as { login: string; uid: string; role: string };
    expect(user).toMatchObject({ login: 'new.visitor', role: 'subscriber' });
    expect(user.uid).toMatch(/^usr_/);
    await page.close();
  });

  it('signs an existing WordPress user in by their verified email, from the shortcode', async () => {
    configure({ placement: 'shortcode', element: 'auth-login-page' });
    site.php(
      `wp_insert_user(array('user_login' => 'grace', 'user_email' => 'grace@example.com', 'user_pass' => wp_generate_password(), 'role' => 'editor'));`,
    );
    const pageId = publish('Sign in', '[sesame_signin]');
    const page = await env.browser.newPage();
    await page.goto(`${site.url}/?page_id=${pageId}`);
    await signIn(page, 'grace@example.com', 'auth-login-page');
    await expect
      .poll(() => page.evaluate(() => document.body.classList.contains('logged-in')), { timeout: 15_000 })
      .toBe(true);
    expect(await page.locator('#wp-admin-bar-my-account').textContent()).toContain('grace');
    // Pages without the shortcode show no element.
    await page.goto(`${site.url}/?p=1`);
    expect(await page.locator('auth-floater, auth-login-page').count()).toBe(0);
    await page.close();
  });

  it('keeps a visitor out when the site allows no registration, and says why', async () => {
    configure({ placement: 'everywhere' });
    site.php(`update_option('users_can_register', 0);`);
    const page = await env.browser.newPage();
    await page.goto(`${site.url}/?p=1`);
    await signIn(page, 'stranger@example.com');
    await page.locator('auth-floater').getByText('There is no account for you on this site.').waitFor();
    expect(await loggedInAs(page)).toBe(0);
    expect(site.php(`echo email_exists('stranger@example.com') ? 'yes' : 'no';`)).toBe('no');
    site.php(`update_option('users_can_register', 1);`);
    await page.close();
  });

  it('signs a visitor in from the Sesame sign-in block, as saved by the block editor', async () => {
    configure({ placement: 'shortcode' });
    // A dynamic block: the editor saves only its comment, and the site renders it (render_callback).
    const pageId = publish('Members', '<!-- wp:sesame/signin {"element":"auth-floater"} /-->');
    const page = await env.browser.newPage();
    await page.goto(`${site.url}/?page_id=${pageId}`);
    await signIn(page, 'block.visitor@example.com');
    await page.waitForURL(`${site.url}/?page_id=${pageId}`);
    await signedIn(page);
    expect(await page.locator('#wp-admin-bar-my-account').textContent()).toContain('block.visitor');
    expect(await page.locator('auth-floater').count()).toBe(0);
    await page.close();
  });

  describe('WooCommerce checkout: a guest signs in without leaving the checkout', () => {
    const checkout = async (email: string, placement: string, selector: string) => {
      configure({ placement });
      const pageId = publish('Checkout', '[woocommerce_checkout]');
      const url = `${site.url}/?page_id=${pageId}`;
      const context = await env.browser.newContext();
      await context.addCookies([{ name: 'woocommerce_fixture_cart', value: 'Blue mug', url: site.url }]);
      const page = await context.newPage();
      await page.goto(url);
      // Above the form, before WooCommerce's own "Returning customer?" reminder.
      const order = await page.evaluate(() =>
        [...document.querySelectorAll('.woocommerce > *')].map((e) => e.className || e.tagName),
      );
      expect(order).toEqual([
        'sesame-checkout-signin',
        'woocommerce-form-login-toggle',
        'checkout woocommerce-checkout',
      ]);
      expect(await page.locator(selector).count()).toBe(1);
      expect(await page.locator('#billing_email').inputValue()).toBe('');
      await signIn(page, email, selector);
      await page.waitForURL(url);
      await signedIn(page);
      // The same checkout, now for the signed-in customer: their email filled in, the cart kept.
      expect(await page.locator('form.woocommerce-checkout #billing_email').inputValue()).toBe(email);
      expect(await page.locator('#order_review .cart_item').textContent()).toBe('Blue mug');
      expect(
        await page.locator('auth-floater, auth-login-page, .woocommerce-form-login-toggle').count(),
      ).toBe(0);
      await context.close();
    };

    it('through the full sign-in above the form (placement: shortcode or block)', async () => {
      await checkout('checkout.guest@example.com', 'shortcode', 'auth-login-page');
    });

    it('through the floater (placement: every page), printed once', async () => {
      await checkout('floater.guest@example.com', 'everywhere', 'auth-floater');
    });
  });

  it("refuses a code handed in from another site's page (login CSRF)", async () => {
    const response = await fetch(`${site.url}/?rest_route=/sesame/v1/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ code: 'anything' }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('sesame_forbidden');
  });

  it("has no PHP syntax error in any of the plugin's files (php -l)", () => {
    const files = readdirSync(PLUGIN_DIR, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.php'),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const lint = spawnSync('php', ['-l', join(PLUGIN_DIR, file)], { encoding: 'utf8' });
      expect(lint.status, `${file}: ${lint.stdout}`).toBe(0);
    }
  });

  it.skipIf(noPhpunit !== undefined)("passes the plugin's PHPUnit suite against this WordPress", () => {
    const result = spawnSync('phpunit', ['--configuration', `${PLUGIN_DIR}/phpunit.xml.dist`], {
      encoding: 'utf8',
      env: { ...process.env, SESAME_WP_DIR: site.dir, SESAME_WP_HOST: new URL(site.url).host },
    });
    expect(result.stdout + result.stderr).toMatch(/OK \(\d+ tests/);
    expect(result.status).toBe(0);
  });
});
