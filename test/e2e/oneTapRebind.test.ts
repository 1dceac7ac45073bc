import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../contract/paths';
import type { SignInDetail } from '../../contract/wire';
import { revokeUserSignIns } from '../../server/signin/revokeUserSignIns';
import { createApp } from '../support/apiClient';
import { launchChromium } from '../support/browser';
import { latestMessage } from '../support/outbox';
import { type Host, startHost } from '../support/startHost';

/**
 * docs/security.md "Revocation is total", in real Chromium: an administrator's revoke makes the
 * host forget the browser's identity and its device key. On its next visit the widget's proof
 * fails, it binds a fresh key, and it is offered nothing; once the person signs in again in the
 * same browser, one-tap works again with the fresh key.
 */
describe('one-tap after an administrator revoked the sign-in', () => {
  let host: Host;
  let browser: Browser;
  let shop: Server;
  let shopUrl: string;

  beforeAll(async () => {
    host = await startHost({ serveStatic: true });
    browser = await launchChromium();
    shop = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html>
<html><head><script type="module" src="${host.url}/elements.js"></script></head>
<body>
  <auth-floater app-id="shop"></auth-floater>
  <auth-onetap app-id="shop"></auth-onetap>
  <script>document.addEventListener('auth-signin', (e) => { window.signIn = e.detail; });</script>
</body></html>`);
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

  async function signInDetail(page: Page): Promise<SignInDetail> {
    await page.waitForFunction(() => (window as unknown as { signIn?: unknown }).signIn !== undefined);
    return page.evaluate(() => (window as unknown as { signIn: SignInDetail }).signIn);
  }

  async function signInByEmail(page: Page, email: string): Promise<SignInDetail> {
    await page.locator('auth-floater #sesame-identifier').fill(email);
    await page.locator('auth-floater button[type="submit"]').click();
    await page.locator('auth-floater input[autocomplete="one-time-code"]').waitFor();
    const message = await latestMessage(host.url, email);
    await page.locator('auth-floater input[autocomplete="one-time-code"]').fill(message.code!);
    return signInDetail(page);
  }

  /** The public half of the key this browser keeps in IndexedDB, and whether it can be read out. */
  const storedKey = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<{ x: string; extractable: boolean }>((resolve, reject) => {
          const open = indexedDB.open('sesame');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction('user').objectStore('user').get('deviceKey');
            get.onsuccess = () => {
              const record = get.result as { privateKey: CryptoKey; publicKey: { x: string } };
              resolve({ x: record.publicKey.x, extractable: record.privateKey.extractable });
            };
          };
        }),
    );

  const accounts = (page: Page) => page.locator('auth-onetap button[part="account"]');

  async function offeredOne(page: Page) {
    await page.reload();
    await expect.poll(() => accounts(page).count(), { timeout: 20_000 }).toBe(1);
  }

  it('binds a fresh key, offers nothing until the next sign-in, then one-taps again', async () => {
    const context: BrowserContext = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${shopUrl}/`);
    const first = await signInByEmail(page, 'ada@example.com');
    await offeredOne(page);
    const before = await storedKey(page);

    const revoked = await revokeUserSignIns(host.services, {
      appId: 'shop',
      userId: first.user.uid,
      reason: 'admin_revoke',
    });
    expect(revoked).toBeGreaterThan(0);

    // Next visit: the proof by the forgotten key fails, a fresh key is bound, nothing is offered.
    const rebound = page.waitForResponse(
      (r) => r.url().includes(API.deviceKey) && r.request().method() === 'POST' && r.ok(),
    );
    await page.reload();
    await rebound;
    await expect.poll(async () => (await storedKey(page)).x, { timeout: 20_000 }).not.toBe(before.x);
    expect((await storedKey(page)).extractable).toBe(false);
    expect(await accounts(page).count()).toBe(0);

    // Signing in again in this browser (another address: the first one's send gap is still
    // running) brings one-tap back, with the fresh key.
    const second = await signInByEmail(page, 'ada.lovelace@example.com');
    await offeredOne(page);
    await page.evaluate(() => {
      (window as unknown as { signIn?: unknown }).signIn = undefined;
    });
    await accounts(page).click();
    expect((await signInDetail(page)).user.uid).toBe(second.user.uid);
    await context.close();
  });
});
