import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_API, DASHBOARD_PATH } from '../../contract/admin';
import { freePort } from '../support/freePort';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

const AXE_SOURCE = (createRequire(import.meta.url)('axe-core') as { source: string }).source;
const SHOTS = 'test/screenshots/actual';
const PAGES = ['apps', 'users', 'funnels', 'deliveries', 'webhooks', 'team'] as const;

/** Signs `email` in to the dashboard with the code from the dev outbox; returns the signed-in page. */
async function signIn(
  browser: Browser,
  hostUrl: string,
  email: string,
  options: { width?: number; colorScheme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // axe is injected as an inline script, which the dashboard's CSP refuses: the checks bypass it.
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.goto(`${hostUrl}${DASHBOARD_PATH}`);
  await page.getByRole('heading', { name: 'Sign in to the Sesame dashboard' }).waitFor();
  await page.locator('auth-login-page #sesame-identifier').fill(email);
  await page.locator('auth-login-page button[type="submit"]').click();
  const code = page.locator('auth-login-page input[autocomplete="one-time-code"]');
  await code.waitFor();
  await code.fill((await latestMessage(hostUrl, email)).code!);
  await page.getByRole('heading', { name: 'Apps', level: 1 }).waitFor({ timeout: 15_000 });
  return { context, page };
}

/** Every axe violation on the page, whatever its impact: the dashboard allows none. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
}

/** docs/dashboard.md: the dashboard in Chromium, from an administrator's sign-in to a visitor's session. */
describe('merchant dashboard', () => {
  const env = hostAndBrowser();

  it('an admin creates an app, a visitor signs in on its origin, the dashboard shows them; a viewer changes nothing', async () => {
    const { host } = env;
    const shopPort = await freePort();
    const shopOrigin = `http://127.0.0.1:${shopPort}`;
    const { context, page } = await signIn(env.browser, host.url, 'admin@example.com');

    // Create the app, then turn on passkeys, set a colour and register the shop's origin.
    await page.getByRole('button', { name: 'New app' }).click();
    await page.getByLabel('App id').fill('shop');
    await page.getByLabel('Name').fill('Corner Shop');
    await page.getByLabel('Registered origins').fill('https://shop.example');
    // The preview follows the form while the app does not exist yet.
    await page.getByLabel('Header text').fill('Welcome to Corner Shop');
    await page
      .frameLocator('iframe[title="Sign-in widget of the new app"]')
      .locator('auth-floater')
      .getByText('Welcome to Corner Shop')
      .waitFor();
    await page.getByRole('button', { name: 'Create app' }).click();
    await expect.poll(() => page.locator('.secret code').textContent()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await page.getByLabel('Passkeys').check();
    await page.getByLabel('Primary colour', { exact: true }).fill('#aa3300');
    // Unsaved: the language reaches the real floater in the preview as it is picked.
    await page.getByLabel('Language', { exact: true }).selectOption('id');
    const preview = page.frameLocator('iframe[title="Sign-in widget of shop"]').locator('auth-floater');
    await expect.poll(() => preview.getAttribute('locale')).toBe('id');
    await page.getByLabel('Language', { exact: true }).selectOption('');
    await page.getByLabel('Registered origins').fill(`https://shop.example\n${shopOrigin}`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved.').waitFor();
    const saved = await host.services.apps.get('shop');
    expect(saved?.options.isWebauthnEnabled).toBe(true);
    expect(saved?.uiConfig.colors.primary).toBe('#aa3300');
    expect(saved?.origins).toEqual(['https://shop.example', shopOrigin]);
    await page
      .frameLocator('iframe[title="Sign-in widget of shop"]')
      .locator('auth-floater #sesame-identifier')
      .waitFor();

    // SSO credentials (the secret never comes back) and a test message through the delivery path.
    await page.getByLabel('Provider', { exact: true }).selectOption('github');
    await page.getByLabel('Client id').fill('gh-shop');
    await page.getByLabel('Client secret').fill('gh-secret');
    await page.getByRole('button', { name: 'Save provider' }).click();
    await page.getByRole('cell', { name: 'gh-shop' }).waitFor();
    expect((await host.services.ssoCredentials.get('shop', 'GITHUB_SSO'))?.clientSecret).toBe('gh-secret');
    expect(await page.content()).not.toContain('gh-secret');
    await page.getByLabel('Your email address').fill('owner@shop.example');
    await page.getByRole('button', { name: 'Send test message' }).click();
    await page.getByText('Sent to owner@shop.example').waitFor();
    expect((await latestMessage(host.url, 'owner@shop.example')).text).toContain('test message');

    // A visitor signs in with the floater on a page of the registered origin.
    const visitor = await env.browser.newPage();
    const shop = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end(
        `<!doctype html><html lang="en"><title>Shop</title><script type="module" src="${host.url}/elements.js"></script><auth-floater app-id="shop"></auth-floater>`,
      );
    });
    await new Promise<void>((resolve) => shop.listen(shopPort, '127.0.0.1', resolve));
    await visitor.goto(`${shopOrigin}/`);
    await visitor.locator('auth-floater #sesame-identifier').fill('visitor@example.com');
    await visitor.locator('auth-floater button[type="submit"]').click();
    await visitor
      .locator('auth-floater input[autocomplete="one-time-code"]')
      .fill((await latestMessage(host.url, 'visitor@example.com')).code!);
    await visitor.locator('auth-floater').getByText('Sign in Successful').waitFor();
    await visitor.close();
    shop.close();

    // The Users page shows the visitor and a live session; the funnel counts the completion.
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByLabel('Email, phone or user id').fill('visitor@example.com');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'visitor@example.com' }).click();
    await page.getByText(/· live/).waitFor();
    await page.getByRole('link', { name: 'Funnels' }).click();
    const funnel = page.getByRole('table', { name: 'By day, app and channel' });
    const shopRows = funnel
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'shop', exact: true }) });
    await shopRows.first().waitFor();
    expect(await shopRows.count()).toBe(1);
    const completed = (await funnel.getByRole('columnheader').allTextContents()).indexOf('Completed');
    expect(completed).toBeGreaterThan(0);
    expect(await shopRows.getByRole('cell').nth(completed).textContent()).toBe('1');

    // Webhooks: an endpoint for the new app; its secret is shown once.
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByLabel('App', { exact: true }).selectOption('shop');
    await page.getByLabel('Endpoint URL').fill('https://hooks.example/sesame');
    await page.getByLabel('user.created').check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect.poll(() => page.getByRole('status').locator('code').textContent()).toMatch(/^whsec_/);
    await page.getByRole('cell', { name: /hooks\.example\/sesame/ }).waitFor();
    expect((await host.services.webhookEndpoints.list('shop')).map((e) => e.events)).toEqual([
      ['user.created'],
    ]);
    await context.close();

    // A viewer reads, but the form is disabled and the API refuses a change.
    await host.services.administrators.put('viewer@example.com', 'viewer', null, Date.now());
    const viewer = await signIn(env.browser, host.url, 'viewer@example.com');
    expect(await viewer.page.getByRole('button', { name: 'New app' }).count()).toBe(0);
    await viewer.page.getByRole('button', { name: 'Open shop' }).click();
    expect(await viewer.page.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);
    const status = await viewer.page.evaluate(
      (path) =>
        fetch(path, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: '{"name":"Mine"}',
        }).then((r) => r.status),
      ADMIN_API.app('shop'),
    );
    expect(status).toBe(403);
    await viewer.context.close();
  });

  it('has no axe violations on any page, signed out too, at 1280 and 390 px, light and dark (screenshots saved)', async () => {
    const found: string[] = [];
    // The signed-out sign-in page, in each look.
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [1280, 390]) {
        const context = await env.browser.newContext({
          viewport: { width, height: 900 },
          colorScheme,
          bypassCSP: true,
        });
        const page = await context.newPage();
        await page.goto(`${env.host.url}${DASHBOARD_PATH}`);
        await page.locator('auth-login-page #sesame-identifier').waitFor();
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `${SHOTS}/dashboard-signin-${width}-${colorScheme}.png`,
          fullPage: true,
        });
        found.push(...(await violations(page)).map((v) => `signin ${width} ${colorScheme}: ${v}`));
        await context.close();
      }
    }
    // One sign-in (sends to one address are 60 s apart); each look changes width and scheme.
    await env.host.services.administrators.put('look@example.com', 'owner', null, Date.now());
    const { context, page } = await signIn(env.browser, env.host.url, 'look@example.com');
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        for (const id of PAGES) {
          await page.goto(`${env.host.url}${DASHBOARD_PATH}#${id}`);
          await page.locator('h1').first().waitFor();
          await page.waitForLoadState('networkidle');
          if (id === 'apps') {
            await page.getByRole('button', { name: 'Open demo' }).click();
            await page.frameLocator('iframe').locator('auth-floater #sesame-identifier').waitFor();
          }
          if (id === 'users') await page.getByRole('button', { name: 'look@example.com' }).first().click();
          if (id === 'funnels') await page.locator('.chart canvas').first().waitFor();
          await page.waitForTimeout(300);
          await page.screenshot({
            path: `${SHOTS}/dashboard-${id}-${width}-${colorScheme}.png`,
            fullPage: true,
          });
          found.push(...(await violations(page)).map((v) => `${id} ${width} ${colorScheme}: ${v}`));
        }
      }
    }
    await context.close();
    expect(found).toEqual([]);
    // 28 looks, each a page load, an axe run and a full-page screenshot.
  }, 300_000);
});
