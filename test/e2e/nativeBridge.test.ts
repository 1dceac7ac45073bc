import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NATIVE_APP_UA_MARKER, NATIVE_CALLS, type NativeMessage } from '../../contract/nativeBridge';
import type { SignInDetail } from '../../contract/wire';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

const ANDROID_APP_UA =
  `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ` +
  `Chrome/126.0 Mobile Safari/537.36 ${NATIVE_APP_UA_MARKER}1.0`;

type Recorded = NativeMessage & { at: number };
type FakeWindow = { nativeCalls: Recorded[]; signIn?: SignInDetail };

/**
 * The demo shop inside an Android app's webview: a fake `SesameAndroid` JavascriptInterface,
 * injected before the page runs, records every numbered call (spec §7) and answers app info.
 */
describe('native bridge in an Android webview', () => {
  const env = hostAndBrowser();

  async function openInApp(): Promise<{ context: BrowserContext; page: Page }> {
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
          w.nativeCalls.push({ ...message, at: Date.now() });
          if (message.key === 8 && message.id) {
            const id = message.id;
            setTimeout(() => w.sesameNative.resolve(id, { packageName: 'com.example.shop' }), 0);
          }
        },
      };
      window.addEventListener('auth-signin', (event) => {
        w.signIn = (event as CustomEvent).detail;
      });
    });
    await page.goto(`${env.host.url}/demo/`);
    return { context, page };
  }

  const calls = (page: Page) => page.evaluate(() => (window as unknown as FakeWindow).nativeCalls);

  it('asks for app info, sets the height, hands the token over and closes after an email code', async () => {
    const { context, page } = await openInApp();
    await expect
      .poll(async () => (await calls(page)).map((c) => c.key), { timeout: 10_000 })
      .toContain(NATIVE_CALLS.appInfo);
    await expect
      .poll(async () => (await calls(page)).find((c) => c.key === NATIVE_CALLS.webviewHeight)?.data, {
        timeout: 10_000,
      })
      .toEqual({ percent: 100 });
    const info = (await calls(page)).find((c) => c.key === NATIVE_CALLS.appInfo);
    expect(info?.id).toBeTruthy();

    await page.locator('auth-floater #sesame-identifier').fill('native@example.com');
    await page.locator('auth-floater button[type="submit"]').click();
    await page.locator('auth-floater input[autocomplete="one-time-code"]').waitFor();
    const message = await latestMessage(env.host.url, 'native@example.com');
    await page.locator('auth-floater input[autocomplete="one-time-code"]').fill(message.code!);

    await expect
      .poll(async () => (await calls(page)).map((c) => c.key), { timeout: 10_000 })
      .toContain(NATIVE_CALLS.close);
    const recorded = await calls(page);
    const detail = await page.evaluate(() => (window as unknown as FakeWindow).signIn);
    const callback = recorded.find((c) => c.key === NATIVE_CALLS.callbackData);
    expect(callback?.data?.token).toBe(detail?.token);
    expect((callback?.data?.user as { email?: string } | undefined)?.email).toBe('native@example.com');
    expect(callback?.data?.code).toBe(detail?.code);
    const keys = recorded.map((c) => c.key);
    expect(keys.indexOf(NATIVE_CALLS.appInfo)).toBeLessThan(keys.indexOf(NATIVE_CALLS.callbackData));
    expect(keys.indexOf(NATIVE_CALLS.callbackData)).toBeLessThan(keys.indexOf(NATIVE_CALLS.close));
    // Every call carries a known number; nothing else crosses the bridge.
    const known: number[] = Object.values(NATIVE_CALLS);
    expect(keys.every((k) => known.includes(k))).toBe(true);
    await context.close();
  });

  it('opens links through the app (call 7), never in a webview tab', async () => {
    const { context, page } = await openInApp();
    const tabs: Page[] = [];
    context.on('page', (p) => tabs.push(p));
    await page.locator('auth-floater #sesame-identifier').waitFor();
    await page.locator('auth-floater').getByText('Terms and policy').click();
    // The demo app has terms links: the terms modal lists them, each opening on click.
    const listed = page.locator('auth-floater a.list-item').first();
    await listed.waitFor();
    const expected = await listed.getAttribute('href');
    await listed.click();
    await expect
      .poll(async () => (await calls(page)).find((c) => c.key === NATIVE_CALLS.openDeeplink)?.data)
      .toEqual({ url: expect.stringContaining(new URL(expected!, env.host.url).host) });
    expect(tabs).toHaveLength(0);
    await context.close();
  });

  it('hands a WhatsApp intent to the app (call 7) instead of navigating the webview', async () => {
    const { context, page } = await openInApp();
    await page.locator('auth-floater button[data-channel="WHATSAPP"]').click();
    const open = page.locator('auth-floater a', { hasText: 'Open WhatsApp' });
    await open.waitFor();
    const intent = await open.getAttribute('href');
    await expect
      .poll(async () => (await calls(page)).find((c) => c.key === NATIVE_CALLS.openDeeplink)?.data)
      .toEqual({ url: intent });
    expect(page.url()).toBe(`${env.host.url}/demo/`);
    await context.close();
  });

  it('stays off the bridge on a web page without the marker', async () => {
    const page = await env.browser.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as FakeWindow & { SesameAndroid: { postMessage(json: string): void } };
      w.nativeCalls = [];
      w.SesameAndroid = {
        postMessage: (json: string) => void w.nativeCalls.push(JSON.parse(json) as Recorded),
      };
    });
    await page.goto(`${env.host.url}/demo/`);
    await page.locator('auth-floater #sesame-identifier').waitFor();
    expect(await calls(page)).toEqual([]);
    expect(await page.evaluate(() => 'sesameNative' in window)).toBe(false);
    await page.close();
  });
});
