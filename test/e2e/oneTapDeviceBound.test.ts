import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORAGE_PREFIX } from '../../contract/constants';
import { API } from '../../contract/paths';
import { STATE_KEY } from '../../contract/storageKeys';
import { revokeUserSignIns } from '../../server/signin/revokeUserSignIns';
import {
  clearSignInDetail,
  merchantShop,
  signInDetail,
  signInOnFloater,
  storedDeviceKey,
} from '../support/merchantShop';

const STATE_STORAGE_KEY = `${STORAGE_PREFIX}.${STATE_KEY}`;

/**
 * docs/security.md "One-tap proves possession of a device secret", in real Chromium: a merchant page
 * on another origin (127.0.0.1) than the host (localhost) gets one-tap on a return visit, proved
 * by the non-extractable key in its IndexedDB; a browser given only the readable state value
 * (what any script on the page can copy) is offered nothing.
 */
describe('device-bound one-tap on a merchant page of another origin', () => {
  const env = merchantShop(
    'shop',
    `<auth-floater app-id="shop"></auth-floater>
  <auth-onetap app-id="shop"></auth-onetap>`,
  );

  /** The first send-user answer of a page load: what `<auth-onetap>` was offered. */
  const listing = (page: Page) =>
    page.waitForResponse((r) => r.url().includes(API.sendUser) && r.request().method() === 'POST');

  const signInOn = (page: Page, email: string) => signInOnFloater(page, env.host.url, email);

  async function signInByEmail(context: BrowserContext, email: string) {
    const page = await context.newPage();
    await page.goto(`${env.url}/`);
    return { page, first: await signInOn(page, email) };
  }

  it('offers one-tap to the returning browser, whose key signs the host’s challenge', async () => {
    const context = await env.browser.newContext();
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
    expect((await storedDeviceKey(page)).extractable).toBe(false);
    await context.close();
  });

  it('offers nothing to another browser given only the copied state value', async () => {
    const victim = await env.browser.newContext();
    const { page } = await signInByEmail(victim, 'bo@example.com');
    const copied = await page.evaluate((key) => localStorage.getItem(key), STATE_STORAGE_KEY);
    expect(copied).toBeTruthy();

    const thief = await env.browser.newContext();
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
    await stolen.goto(`${env.url}/`);
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
      [env.host.url, API.sendUser, copied!],
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
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${env.url}/`);
    const first = await signInOn(page, 'cy@example.com');
    await offeredOne(page);
    const before = await storedDeviceKey(page);

    const revoked = await revokeUserSignIns(env.host.services, {
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
    const renewed = await storedDeviceKey(page);
    expect(renewed.x).not.toBe(before.x);
    expect(renewed.extractable).toBe(false);
    expect(await accounts(page).count()).toBe(0);

    // Signing in again in this browser (another address: the first one's send gap is still
    // running) brings one-tap back, with the fresh key.
    const second = await signInOn(page, 'cy.again@example.com');
    await offeredOne(page);
    await clearSignInDetail(page);
    await accounts(page).click();
    expect((await signInDetail(page)).user.uid).toBe(second.user.uid);
    await context.close();
  });
});
