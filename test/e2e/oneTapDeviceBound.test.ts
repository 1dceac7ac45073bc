import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_PREFIX } from '../../contract/constants';
import { API } from '../../contract/paths';
import { STATE_KEY } from '../../contract/storageKeys';
import type { SignInDetail } from '../../contract/wire';
import { revokeUserSignIns } from '../../server/signin/revokeUserSignIns';
import { createApp } from '../support/apiClient';
import { launchChromium } from '../support/browser';
import { latestMessage } from '../support/outbox';
import { type Host, startHost } from '../support/startHost';

const STATE_STORAGE_KEY = `${STORAGE_PREFIX}.${STATE_KEY}`;

/**
 * docs/security.md "One-tap proves possession of a device secret", in real Chromium: a merchant page
 * on another origin (127.0.0.1) than the host (localhost) gets one-tap on a return visit, proved
 * by the non-extractable key in its IndexedDB; a browser given only the readable state value
 * (what any script on the page can copy) is offered nothing.
 */
describe('device-bound one-tap on a merchant page of another origin', () => {
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

  /** The first send-user answer of a page load: what `<auth-onetap>` was offered. */
  const listing = (page: Page) =>
    page.waitForResponse((r) => r.url().includes(API.sendUser) && r.request().method() === 'POST');

  /** A sign-in by email code on the floater of an open page. */
  async function signInOn(page: Page, email: string): Promise<SignInDetail> {
    await page.locator('auth-floater #sesame-identifier').fill(email);
    await page.locator('auth-floater button[type="submit"]').click();
    await page.locator('auth-floater input[autocomplete="one-time-code"]').waitFor();
    const message = await latestMessage(host.url, email);
    await page.locator('auth-floater input[autocomplete="one-time-code"]').fill(message.code!);
    return signInDetail(page);
  }

  async function signInByEmail(context: BrowserContext, email: string) {
    const page = await context.newPage();
    await page.goto(`${shopUrl}/`);
    return { page, first: await signInOn(page, email) };
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

  it('offers one-tap to the returning browser, whose key signs the host’s challenge', async () => {
    const context = await browser.newContext();
    const { page, first } = await signInByEmail(context, 'ada@example.com');
    await page.reload();
    // One identity offered, as the visitor sees it (a listing of the page before the reload may
    // still be in flight when it navigates).
    const account = page.locator('auth-onetap button[part="account"]');
    await expect.poll(() => account.count(), { timeout: 20_000 }).toBe(1);
    await account.click();
    const again = await signInDetail(page);
    expect(again.user.uid).toBe(first.user.uid);
    // The key is a non-extractable WebCrypto key: the page can use it, not read it.
    expect((await storedKey(page)).extractable).toBe(false);
    await context.close();
  });

  it('offers nothing to another browser given only the copied state value', async () => {
    const victim = await browser.newContext();
    const { page } = await signInByEmail(victim, 'bo@example.com');
    const copied = await page.evaluate((key) => localStorage.getItem(key), STATE_STORAGE_KEY);
    expect(copied).toBeTruthy();

    const thief = await browser.newContext();
    await thief.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key!, value!);
          sessionStorage.setItem('seeded', '1');
        }
      },
      [STATE_STORAGE_KEY, copied],
    );
    const stolen = await thief.newPage();
    const listed = listing(stolen);
    await stolen.goto(`${shopUrl}/`);
    expect((await (await listed).json()).identities).toEqual([]);
    expect(await stolen.locator('auth-onetap button[part="account"]').count()).toBe(0);
    // The copied state itself, replayed with no proof, lists nothing either.
    const bare = await stolen.evaluate(
      async ([hostUrl, path, state]) =>
        (
          await fetch(`${hostUrl}${path}/${state}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ appId: 'shop' }),
          })
        ).status,
      [host.url, API.sendUser, copied!],
    );
    expect(bare).toBe(400);
    await thief.close();

    // The victim's own browser still has its one-tap.
    // (What the visitor sees, not the first listing: under load the page may ask before its key is read.)
    await page.reload();
    await expect
      .poll(() => page.locator('auth-onetap button[part="account"]').count(), { timeout: 20_000 })
      .toBe(1);
    await victim.close();
  });

  const accounts = (page: Page) => page.locator('auth-onetap button[part="account"]');

  async function offeredOne(page: Page) {
    await page.reload();
    await expect.poll(() => accounts(page).count(), { timeout: 20_000 }).toBe(1);
  }

  // docs/security.md "One-tap proves possession of a device secret": an administrator's revoke
  // makes the host forget the identity and the key; the widget's next proof fails, it binds a
  // fresh key and is offered nothing, and once the person signs in again one-tap works again.
  it('binds a fresh key after an administrator revoked the sign-in, and one-taps again after the next sign-in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${shopUrl}/`);
    const first = await signInOn(page, 'cy@example.com');
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
    const listedAgain = page.waitForResponse(
      (r) => r.url().includes(API.sendUser) && r.request().method() === 'POST' && r.ok(),
    );
    await page.reload();
    await rebound;
    expect((await (await listedAgain).json()).identities).toEqual([]);
    const renewed = await storedKey(page);
    expect(renewed.x).not.toBe(before.x);
    expect(renewed.extractable).toBe(false);
    expect(await accounts(page).count()).toBe(0);

    // Signing in again in this browser (another address: the first one's send gap is still
    // running) brings one-tap back, with the fresh key.
    const second = await signInOn(page, 'cy.again@example.com');
    await offeredOne(page);
    await page.evaluate(() => {
      (window as unknown as { signIn?: unknown }).signIn = undefined;
    });
    await accounts(page).click();
    expect((await signInDetail(page)).user.uid).toBe(second.user.uid);
    await context.close();
  });
});
