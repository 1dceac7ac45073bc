import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { SignInDetail } from '../../contract/wire';
import { createApp } from './apiClient';
import { type HostAndBrowser, hostAndBrowser } from './hostAndBrowser';
import { latestMessage } from './outbox';

export interface MerchantShop extends HostAndBrowser {
  /** The shop's page, on another origin (127.0.0.1) than the host (localhost). */
  url: string;
}

/**
 * A merchant page on another origin than the host, for an app `appId` registered for it: the
 * widget's elements in `body` (the script and an `auth-signin` listener that keeps the detail
 * in `window.signIn` are added), beside a real host and Chromium (hostAndBrowser).
 */
export function merchantShop(appId: string, body: string): MerchantShop {
  const env = hostAndBrowser() as MerchantShop;
  let shop: Server;
  beforeAll(async () => {
    shop = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html>
<html><head><script type="module" src="${env.host.url}/elements.js"></script></head>
<body>
  ${body}
  <script>document.addEventListener('auth-signin', (e) => { window.signIn = e.detail; });</script>
</body></html>`);
    });
    await new Promise<void>((done) => shop.listen(0, '127.0.0.1', done));
    env.url = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
    await createApp(env.host, appId, { origins: [env.url], loginUri: `${env.url}/` });
  });
  afterAll(() => new Promise((done) => shop?.close(done)));
  return env;
}

/** The page's latest `auth-signin` detail, waited for. */
export async function signInDetail(page: Page): Promise<SignInDetail> {
  await page.waitForFunction(() => (window as unknown as { signIn?: unknown }).signIn !== undefined);
  return page.evaluate(() => (window as unknown as { signIn: SignInDetail }).signIn);
}

/** Forgets the page's last `auth-signin` detail, so the next one can be waited for. */
export async function clearSignInDetail(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { signIn?: unknown }).signIn = undefined;
  });
}

/** A sign-in by email code on the floater of an open page. */
export async function signInOnFloater(page: Page, hostUrl: string, email: string): Promise<SignInDetail> {
  await page.locator('auth-floater #sesame-identifier').fill(email);
  await page.locator('auth-floater button[type="submit"]').click();
  await page.locator('auth-floater input[autocomplete="one-time-code"]').waitFor();
  const message = await latestMessage(hostUrl, email);
  await page.locator('auth-floater input[autocomplete="one-time-code"]').fill(message.code!);
  return signInDetail(page);
}

/** The public half of the device key this browser keeps in IndexedDB, and whether it can be read out. */
export const storedDeviceKey = (page: Page) =>
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
