import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../support/apiClient';
import { launchChromium } from '../support/browser';
import { type Host, startHost } from '../support/startHost';

const FIXTURES = resolve(import.meta.dirname, 'fixtures');

/**
 * Signing in with a provider in real Chromium, through the host's real OpenID Connect stand-in
 * (dev mode): a merchant page on another origin uses services/sso, in a popup (the callback page
 * messages its opener) and in the same window (back to the login URI with ?code=).
 */
describe('SSO sign-in in Chromium through the local OpenID Connect provider', () => {
  let host: Host;
  let browser: Browser;
  let shop: Server;
  let shopUrl: string;

  beforeAll(async () => {
    host = await startHost();
    browser = await launchChromium();
    const script = await bundleHarness();
    shop = createServer((req, res) => {
      if (req.url === '/harness.js') {
        res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
        return;
      }
      const html = readFileSync(resolve(FIXTURES, 'ssoHarness.html'), 'utf8')
        .replace('{{HOST}}', host.url)
        .replace('{{APP}}', 'shop');
      res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    });
    await new Promise<void>((done) => shop.listen(0, '127.0.0.1', done));
    shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
    await createApp(host, 'shop', { origins: [shopUrl], loginUri: `${shopUrl}/` });
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((done) => shop?.close(done));
    await host?.close();
  });

  async function signInAs(page: Page, email: string, name: string): Promise<void> {
    await page.waitForURL(/\/dev\/idp\/interaction\//);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  it('popup: the callback page tells the opener, closes, and the page finishes through the status call', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${shopUrl}/`);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Sign in with Google' }).click(),
    ]);
    await signInAs(popup, 'ada@example.com', 'Ada Lovelace');
    await expect
      .poll(() => page.locator('#outcome').textContent(), { timeout: 15_000 })
      .toBe('message SUCCESS');
    await expect
      .poll(() => page.locator('#result').textContent(), { timeout: 10_000 })
      .toBe('signed in as ada@example.com');
    await expect.poll(() => popup.isClosed(), { timeout: 5_000 }).toBe(true);
    expect(page.url()).toBe(`${shopUrl}/`);
    await context.close();
  });

  it('redirect: the same window goes to the provider and comes back to the login URI with the code', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${shopUrl}/`);
    await page.getByRole('button', { name: 'Sign in with GitHub (same window)' }).click();
    await signInAs(page, 'grace@example.com', 'Grace Hopper');
    await page.waitForURL((url) => url.origin === shopUrl && url.searchParams.has('code'));
    await expect
      .poll(() => page.locator('#result').textContent(), { timeout: 10_000 })
      .toBe('signed in as grace@example.com');
    await context.close();
  });

  it('a blocked popup falls back to the same window', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      window.open = () => null;
    });
    const page = await context.newPage();
    await page.goto(`${shopUrl}/`);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await signInAs(page, 'linus@example.com', 'Linus');
    await page.waitForURL((url) => url.origin === shopUrl && url.searchParams.has('code'));
    await expect
      .poll(() => page.locator('#result').textContent(), { timeout: 10_000 })
      .toBe('signed in as linus@example.com');
    await context.close();
  });
});

/** The harness script, bundled as the widget would be (services/sso and its contract imports). */
async function bundleHarness(): Promise<string> {
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      sourcemap: false,
      lib: { entry: resolve(FIXTURES, 'ssoHarness.ts'), formats: ['es'], fileName: 'harness' },
    },
  });
  const output = (Array.isArray(out) ? out[0] : out) as Rolldown.RolldownOutput;
  return output.output[0].code;
}
