import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOSTED_PATHS } from '../../contract/hostedPages';
import { NATIVE_APP_UA_MARKER, NATIVE_CALLS, type NativeMessage } from '../../contract/nativeBridge';
import { HIDE_COUNT_KEY } from '../../contract/storageKeys';
import { DEMO_APP_ID } from '../../server/dev/seedDemoApp';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

const ANDROID_APP_UA =
  `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ` +
  `Chrome/126.0 Mobile Safari/537.36 ${NATIVE_APP_UA_MARKER}1.0`;

type FakeWindow = { nativeCalls: NativeMessage[] };

/**
 * The floater inside an Android app, with a fake `SesameAndroid` interface recording every
 * numbered call: the cross signals 0 (spec §4 Dismissal) and a sign-in hands the app the
 * visitor's uid by call 4 before the result (11) and the close (14).
 */
describe('native app: dismissal and stored key', () => {
  const env = hostAndBrowser();

  async function openInApp(path = '/demo/'): Promise<{ context: BrowserContext; page: Page }> {
    const context = await env.browser.newContext({
      userAgent: ANDROID_APP_UA,
      viewport: { width: 390, height: 800 },
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as FakeWindow & {
        SesameAndroid: { postMessage(json: string): void };
        sesameNative: { resolve(id: string, result: unknown): void };
      };
      w.nativeCalls = [];
      w.SesameAndroid = {
        postMessage(json: string) {
          const message = JSON.parse(json) as NativeMessage;
          w.nativeCalls.push(message);
          const id = message.id;
          if (id && message.key === 8) setTimeout(() => w.sesameNative.resolve(id, {}), 0);
          // An empty headless request (call 20).
          if (id && message.key === 20) setTimeout(() => w.sesameNative.resolve(id, {}), 0);
        },
      };
    });
    await page.goto(`${env.host.url}${path}`);
    return { context, page };
  }

  const calls = (page: Page) => page.evaluate(() => (window as unknown as FakeWindow).nativeCalls);

  it('the cross tells the app with 0 and counts no hide on the page', async () => {
    const { context, page } = await openInApp();
    await page.locator('auth-floater #sesame-identifier').waitFor();
    await page.locator('auth-floater button[aria-label="Close"]').first().click();
    await expect
      .poll(async () => (await calls(page)).map((c) => c.key), { timeout: 10_000 })
      .toContain(NATIVE_CALLS.dismissed);
    expect(await page.evaluate((key) => localStorage.getItem(`sesame.${key}`), HIDE_COUNT_KEY)).toBeNull();
    await context.close();
  });

  it("a sign-in hands the app the visitor's uid (call 4) before the result (11)", async () => {
    const { context, page } = await openInApp();
    await page.evaluate(() => {
      window.addEventListener('auth-signin', (event) => {
        (window as unknown as { uid: string }).uid = (
          event as CustomEvent<{ user: { uid: string } }>
        ).detail.user.uid;
      });
    });
    await page.locator('auth-floater #sesame-identifier').fill('native-store@example.com');
    await page.locator('auth-floater button[type="submit"]').click();
    const codeField = page.locator('auth-floater input[autocomplete="one-time-code"]');
    await codeField.waitFor();
    await codeField.fill((await latestMessage(env.host.url, 'native-store@example.com')).code!);
    await expect
      .poll(async () => (await calls(page)).map((c) => c.key), { timeout: 10_000 })
      .toContain(NATIVE_CALLS.close);
    const uid = await page.evaluate(() => (window as unknown as { uid: string }).uid);
    const list = await calls(page);
    const store = list.find((c) => c.key === NATIVE_CALLS.storeKey);
    expect(store?.data).toEqual({ key: 'uid', value: uid });
    const keys = list.map((c) => c.key);
    expect(keys.indexOf(NATIVE_CALLS.storeKey)).toBeLessThan(keys.indexOf(NATIVE_CALLS.callbackData));
    await context.close();
  });

  it('an empty headless request shows the one-tap view only when the app asked (showIfEmpty=true)', async () => {
    const headless = `${HOSTED_PATHS.authFlow}?appId=${DEMO_APP_ID}&isHeadless=true`;
    const shown = await openInApp(`${headless}&showIfEmpty=true`);
    await shown.page.locator('auth-login-page #sesame-identifier').waitFor({ timeout: 10_000 });
    expect((await calls(shown.page)).map((c) => c.key)).not.toContain(NATIVE_CALLS.headlessResponse);
    await shown.context.close();

    const hidden = await openInApp(headless);
    await expect
      .poll(async () => (await calls(hidden.page)).map((c) => c.key), { timeout: 10_000 })
      .toContain(NATIVE_CALLS.headlessResponse);
    expect(await hidden.page.locator('auth-login-page').count()).toBe(0);
    await hidden.context.close();
  });
});
