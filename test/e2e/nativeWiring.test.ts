import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOSTED_PATHS } from '../../contract/hostedPages';
import { NATIVE_APP_UA_MARKER, NATIVE_CALLS, type NativeMessage } from '../../contract/nativeBridge';
import { DEMO_APP_ID } from '../../server/dev/seedDemoApp';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

const ANDROID_APP_UA =
  `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ` +
  `Chrome/126.0 Mobile Safari/537.36 ${NATIVE_APP_UA_MARKER}1.0`;

type FakeWindow = {
  nativeCalls: NativeMessage[];
  headlessRequest?: unknown;
  sesameNative: { resolve(id: string, result: unknown): void };
};

/**
 * The widget inside an Android app: a fake `SesameAndroid` interface records every numbered
 * call (spec §7), answers app info (8) and the headless request (20), and keeps the OTP read
 * (16) open until the test answers it with the SMS code.
 */
describe('native app wiring', () => {
  const env = hostAndBrowser();

  async function openInApp(
    url: string,
    headlessRequest?: unknown,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await env.browser.newContext({
      userAgent: ANDROID_APP_UA,
      viewport: { width: 390, height: 800 },
    });
    const page = await context.newPage();
    await page.addInitScript((request) => {
      const w = window as unknown as FakeWindow & { SesameAndroid: { postMessage(json: string): void } };
      w.nativeCalls = [];
      w.SesameAndroid = {
        postMessage(json: string) {
          const message = JSON.parse(json) as NativeMessage;
          w.nativeCalls.push(message);
          const id = message.id;
          if (!id) return;
          if (message.key === 8)
            setTimeout(() => w.sesameNative.resolve(id, { packageName: 'com.example.shop' }), 0);
          if (message.key === 20) setTimeout(() => w.sesameNative.resolve(id, request), 0);
        },
      };
    }, headlessRequest ?? null);
    await page.goto(url);
    return { context, page };
  }

  const calls = (page: Page) => page.evaluate(() => (window as unknown as FakeWindow).nativeCalls);

  it('fills the SMS code the app read (call 16) and signs in with it', async () => {
    const { context, page } = await openInApp(`${env.host.url}/demo/`);
    await page.locator('auth-floater #sesame-identifier').fill('98765 43211');
    await page.locator('auth-floater button[type="submit"]').click();
    const codeField = page.locator('auth-floater input[autocomplete="one-time-code"]');
    await codeField.waitFor();
    await expect
      .poll(async () => (await calls(page)).find((c) => c.key === NATIVE_CALLS.otpRead)?.id, {
        timeout: 10_000,
      })
      .toBeTruthy();
    const read = (await calls(page)).find((c) => c.key === NATIVE_CALLS.otpRead)!;
    const message = await latestMessage(env.host.url, '+919876543211');
    // The app read the SMS: nobody types.
    await page.evaluate(({ id, code }) => (window as unknown as FakeWindow).sesameNative.resolve(id, code), {
      id: read.id!,
      code: message.code!,
    });
    await expect
      .poll(async () => (await calls(page)).map((c) => c.key), { timeout: 10_000 })
      .toContain(NATIVE_CALLS.close);
    const callback = (await calls(page)).find((c) => c.key === NATIVE_CALLS.callbackData);
    expect((callback?.data?.user as { mobile?: string } | undefined)?.mobile).toBe('+919876543211');
    await context.close();
  });

  it('headless in the app: the request comes by call 20, the answer leaves by call 21', async () => {
    const url = `${env.host.url}${HOSTED_PATHS.authFlow}?appId=${DEMO_APP_ID}&isHeadless=true`;
    const { context, page } = await openInApp(url, {
      channel: 'EMAIL',
      email: 'native-headless@example.com',
    });
    await expect
      .poll(async () => (await calls(page)).find((c) => c.key === NATIVE_CALLS.headlessResponse)?.data, {
        timeout: 10_000,
      })
      .toMatchObject({ responseType: 'INITIATE', success: true });
    const keys = (await calls(page)).map((c) => c.key);
    expect(keys.indexOf(NATIVE_CALLS.getHeadlessRequest)).toBeLessThan(
      keys.indexOf(NATIVE_CALLS.headlessResponse),
    );
    // The code really went out to the address the app asked for.
    expect((await latestMessage(env.host.url, 'native-headless@example.com')).code).toMatch(/^\d+$/);
    // No sign-in page is shown for a headless request.
    expect(await page.locator('auth-login-page').count()).toBe(0);
    await context.close();
  });

  it('headless in the app answers a query (GET_CONFIG) by call 21', async () => {
    const url = `${env.host.url}${HOSTED_PATHS.authFlow}?appId=${DEMO_APP_ID}&isHeadless=true`;
    const { context, page } = await openInApp(url, { channel: 'GET_CONFIG' });
    await expect
      .poll(async () => (await calls(page)).find((c) => c.key === NATIVE_CALLS.headlessResponse)?.data, {
        timeout: 10_000,
      })
      .toMatchObject({ responseType: 'GET_CONFIG', success: true });
    await context.close();
  });

  it("stores the widget's SDK events on the host: INITIALIZED and INTENT_CREATED after an email sign-in", async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.host.url}/demo/`);
    await page.locator('auth-floater #sesame-identifier').fill('events@example.com');
    await page.locator('auth-floater button[type="submit"]').click();
    const codeField = page.locator('auth-floater input[autocomplete="one-time-code"]');
    await codeField.waitFor();
    await codeField.fill((await latestMessage(env.host.url, 'events@example.com')).code!);
    await expect
      .poll(() => page.locator('#greeting').textContent(), { timeout: 10_000 })
      .toContain('events@');
    await expect
      .poll(async () => (await env.host.services.sdkEvents.list(DEMO_APP_ID, 200)).map((e) => e.event_name), {
        timeout: 10_000,
      })
      .toEqual(expect.arrayContaining(['SDK_INITIALIZED', 'SDK_INTENT_CREATED']));
    await page.close();
  });

  it('embed.js reports IFRAME_FAILED when the frame does not start in time', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.host.url}/demo/`);
    // A string, so the test runner leaves the page's own dynamic import alone.
    await page.evaluate(
      `import('/embed.js').then((m) => m.mountSesameFrame(document.body, { appId: '${DEMO_APP_ID}', initTimeoutMs: 1 }))`,
    );
    await expect
      .poll(async () => (await env.host.services.sdkEvents.list(DEMO_APP_ID, 200)).map((e) => e.event_name), {
        timeout: 10_000,
      })
      .toContain('SDK_IFRAME_FAILED');
    await page.close();
  });

  it('<auth-floater>.logout() ends the stored session on the host and forgets it', async () => {
    const page = await env.browser.newPage();
    await page.addInitScript(() => {
      window.addEventListener('auth-signin', (event) => {
        (window as unknown as { signIn: unknown }).signIn = (event as CustomEvent).detail;
      });
    });
    await page.goto(`${env.host.url}/demo/`);
    await page.locator('auth-floater #sesame-identifier').fill('logout@example.com');
    await page.locator('auth-floater button[type="submit"]').click();
    const codeField = page.locator('auth-floater input[autocomplete="one-time-code"]');
    await codeField.waitFor();
    await codeField.fill((await latestMessage(env.host.url, 'logout@example.com')).code!);
    await page.waitForFunction(() => (window as unknown as { signIn?: unknown }).signIn !== undefined);
    const session = await page.evaluate(
      () =>
        (window as unknown as { signIn: { session?: { sessionId: string; sessionToken: string } } }).signIn
          .session,
    );
    expect(session?.sessionId).toBeTruthy();
    // The widget kept the session under the spec §3 storage keys.
    const stored = await page.evaluate(() => [
      localStorage.getItem('sesame.sid'),
      localStorage.getItem('sesame.stk'),
    ]);
    expect(stored).toEqual([session!.sessionId, session!.sessionToken]);
    const logoutCall = page.waitForRequest((r) => r.url().includes('/v1/user/logout/'));
    await page.evaluate(() => document.querySelector('auth-floater')!.logout());
    const request = await logoutCall;
    const body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
    expect(body.sessionId).toBe(session!.sessionId);
    expect((await request.response())?.status()).toBe(200);
    const left = await page.evaluate(() =>
      ['sesame.uid', 'sesame.state', 'sesame.sid', 'sesame.stk'].map((k) => localStorage.getItem(k)),
    );
    expect(left).toEqual([null, null, null, null]);
    await page.close();
  });
});
