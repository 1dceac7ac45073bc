import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API } from '../../contract/paths';
import { revokeUserSignIns } from '../../server/signin/revokeUserSignIns';
import {
  clearSignInDetail,
  merchantShop,
  signInDetail,
  signInOnFloater,
  storedDeviceKey,
} from '../support/merchantShop';

/**
 * docs/security.md "One-tap proves possession of a device secret", on a merchant page with only
 * `<auth-floater>`: it never lists one-tap, so no proof of a forgotten key ever fails there. After
 * an administrator's revoke, the binding before the next sign-in learns that the host forgot the
 * key and binds a fresh one, so that sign-in is remembered for it: the One tap entry comes back.
 */
describe('one-tap after a revoke on a page with only the floater', () => {
  const env = merchantShop('floatshop', '<auth-floater app-id="floatshop"></auth-floater>');

  /** The floater's One tap entry on a fresh load of the page, once its list is open. */
  async function oneTapEntry(page: Page) {
    await page.reload();
    await page.locator('auth-floater [part="more-link"]').click();
    await expect.poll(() => page.locator('auth-floater button[data-channel]').count()).toBeGreaterThan(1);
    return page.locator('auth-floater button[data-channel="ONETAP"]');
  }

  it('binds a fresh key before the next sign-in, and the One tap entry offers that identity', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${env.url}/`);
    const first = await signInOnFloater(page, env.host.url, 'fay@example.com');
    expect(await (await oneTapEntry(page)).count()).toBe(1);
    const before = await storedDeviceKey(page);

    const revoked = await revokeUserSignIns(env.host.services, {
      appId: 'floatshop',
      userId: first.user.uid,
      reason: 'admin_revoke',
    });
    expect(revoked).toBeGreaterThan(0);

    // The next load: nothing to offer (the host forgot the key with the identity).
    expect(await (await oneTapEntry(page)).count()).toBe(0);

    // Signing in again with the floater (another address: the first one's send gap still runs):
    // before the sign-in starts, the binding's confirmation says the host forgot the key, and a
    // fresh one is bound, so the sign-in is remembered for it.
    await page.reload();
    await clearSignInDetail(page);
    const confirmed = page.waitForResponse(
      (r) => r.url().includes(API.deviceKey) && r.request().postDataJSON()?.confirm === true,
    );
    const renewed = page.waitForResponse(
      (r) =>
        r.url().includes(API.deviceKey) &&
        r.request().method() === 'POST' &&
        r.request().postDataJSON()?.confirm === undefined,
    );
    const second = signInOnFloater(page, env.host.url, 'fay.again@example.com');
    expect(await (await confirmed).json()).toEqual({ bound: false });
    expect(await (await renewed).json()).toEqual({ bound: true });
    const secondUser = await second;
    const fresh = await storedDeviceKey(page);
    expect(fresh.x).not.toBe(before.x);
    expect(fresh.extractable).toBe(false);

    // The One tap entry comes back and signs in as that identity.
    const back = await oneTapEntry(page);
    await back.waitFor({ timeout: 20_000 });
    expect(await back.textContent()).toContain('One tap');
    await back.click();
    expect((await signInDetail(page)).user.uid).toBe(secondUser.user.uid);
    await context.close();
  });
});
