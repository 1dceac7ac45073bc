import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../contract/paths';
import type { SignInDetail } from '../../contract/wire';
import { revokeUserSignIns } from '../../server/signin/revokeUserSignIns';
import { createApp } from '../support/apiClient';
import { launchChromium } from '../support/browser';
import { latestMessage } from '../support/outbox';
import { type Host, startHost } from '../support/startHost';

/**
 * docs/security.md "One-tap proves possession of a device secret", on a merchant page with only
 * `<auth-floater>`: it never lists one-tap, so no proof of a forgotten key ever fails there. After
 * an administrator's revoke, the page's binding learns that the host forgot the key and binds a
 * fresh one before the next sign-in, which is remembered for it: the One tap entry comes back.
 */
describe('one-tap after a revoke on a page with only the floater', () => {
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
  <auth-floater app-id="floatshop"></auth-floater>
  <script>document.addEventListener('auth-signin', (e) => { window.signIn = e.detail; });</script>
</body></html>`);
    });
    await new Promise<void>((done) => shop.listen(0, '127.0.0.1', done));
    shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
    await createApp(host, 'floatshop', { origins: [shopUrl], loginUri: `${shopUrl}/` });
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((done) => shop?.close(done));
    await host?.close();
  });

  async function signInDetail(page: Page): Promise<SignInDetail> {
    await page.waitForFunction(() => (window as unknown as { signIn?: unknown }).signIn !== undefined);
    const detail = await page.evaluate(() => (window as unknown as { signIn: SignInDetail }).signIn);
    await page.evaluate(() => {
      (window as unknown as { signIn?: unknown }).signIn = undefined;
    });
    return detail;
  }

  async function signInOn(page: Page, email: string): Promise<SignInDetail> {
    await page.locator('auth-floater #sesame-identifier').fill(email);
    await page.locator('auth-floater button[type="submit"]').click();
    await page.locator('auth-floater input[autocomplete="one-time-code"]').waitFor();
    const message = await latestMessage(host.url, email);
    await page.locator('auth-floater input[autocomplete="one-time-code"]').fill(message.code!);
    return signInDetail(page);
  }

  /** The floater's One tap entry on a fresh load of the page, once its list is open. */
  async function oneTapEntry(page: Page) {
    await page.reload();
    await page.locator('auth-floater [part="more-link"]').click();
    await expect.poll(() => page.locator('auth-floater button[data-channel]').count()).toBeGreaterThan(1);
    return page.locator('auth-floater button[data-channel="ONETAP"]');
  }

  /** The public half of the key this browser keeps in IndexedDB. */
  const storedKeyX = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const open = indexedDB.open('sesame');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction('user').objectStore('user').get('deviceKey');
            get.onsuccess = () => resolve((get.result as { publicKey: { x: string } }).publicKey.x);
          };
        }),
    );

  it('binds a fresh key before the next sign-in, and the One tap entry offers that identity', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${shopUrl}/`);
    const first = await signInOn(page, 'fay@example.com');
    expect(await (await oneTapEntry(page)).count()).toBe(1);
    const before = await storedKeyX(page);

    expect(
      await revokeUserSignIns(host.services, {
        appId: 'floatshop',
        userId: first.user.uid,
        reason: 'admin_revoke',
      }),
    ).toBeGreaterThan(0);

    // The next load: nothing to offer (the host forgot the key with the identity).
    expect(await (await oneTapEntry(page)).count()).toBe(0);

    // Signing in again with the floater (another address: the first one's send gap still runs):
    // before the sign-in starts, the binding's confirmation says the host forgot the key, and a
    // fresh one is bound, so the sign-in is remembered for it.
    await page.reload();
    const confirmed = page.waitForResponse(
      (r) => r.url().includes(API.deviceKey) && r.request().postDataJSON()?.confirm === true,
    );
    const renewed = page.waitForResponse(
      (r) =>
        r.url().includes(API.deviceKey) &&
        r.request().method() === 'POST' &&
        r.request().postDataJSON()?.confirm === undefined,
    );
    const second = signInOn(page, 'fay.again@example.com');
    expect(await (await confirmed).json()).toEqual({ bound: false });
    expect(await (await renewed).json()).toEqual({ bound: true });
    const secondUser = await second;
    expect(await storedKeyX(page)).not.toBe(before);

    // The One tap entry comes back and signs in as that identity.
    const back = await oneTapEntry(page);
    await back.waitFor({ timeout: 20_000 });
    expect(await back.textContent()).toContain('One tap');
    await back.click();
    expect((await signInDetail(page)).user.uid).toBe(secondUser.user.uid);
    await context.close();
  });
});
