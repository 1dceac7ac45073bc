import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../../contract/channels';
import { NATIVE_APP_UA_MARKER, NATIVE_CALLS, type NativeMessage } from '../../contract/nativeBridge';
import { channelConfigFor } from '../../server/apps/defaultConfig';
import { DEMO_APP_ID } from '../../server/dev/seedDemoApp';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

const ANDROID_APP_UA =
  `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ` +
  `Chrome/126.0 Mobile Safari/537.36 ${NATIVE_APP_UA_MARKER}1.0`;

type FakeWindow = {
  nativeCalls: NativeMessage[];
  sesameNative: { resolve(id: string, result: unknown): void };
};

/**
 * Zero-tap in the merchant's Android app: the typed number gets the app's zero-tap WhatsApp
 * template; WhatsApp hands the code to the app, which answers the code screen's call 45 with it,
 * and the page signs in with nobody typing.
 */
describe('WhatsApp zero-tap in the native app (call 45)', () => {
  const env = hostAndBrowser();

  it('fills the code the app was handed and signs in', async () => {
    const demo = (await env.host.services.apps.get(DEMO_APP_ID))!;
    const apps = [{ packageName: 'com.example.shop', signatureHash: 'K8a/AINcGX7' }];
    await env.host.services.apps.update(DEMO_APP_ID, {
      channelConfig: channelConfigFor(CHANNELS, { phoneInputs: ['OTAP'] }),
      options: {
        ...demo.options,
        whatsapp: { ...demo.options.whatsapp, otap: { template: 'shop_zerotap', apps, zeroTap: true } },
      },
    });
    const context = await env.browser.newContext({
      userAgent: ANDROID_APP_UA,
      viewport: { width: 390, height: 800 },
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as FakeWindow & { SesameAndroid: { postMessage(json: string): void } };
      w.nativeCalls = [];
      w.SesameAndroid = {
        postMessage(json: string) {
          const message = JSON.parse(json) as NativeMessage;
          w.nativeCalls.push(message);
          if (message.key === 8 && message.id) {
            const id = message.id;
            setTimeout(() => w.sesameNative.resolve(id, { packageName: 'com.example.shop' }), 0);
          }
        },
      };
    });
    const calls = () => page.evaluate(() => (window as unknown as FakeWindow).nativeCalls);
    await page.goto(`${env.host.url}/demo/`);
    await page.locator('auth-floater #sesame-identifier').fill('98765 40045');
    await page.locator('auth-floater button[type="submit"]').click();
    await page.locator('auth-floater input[autocomplete="one-time-code"]').waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => (await calls()).find((c) => c.key === NATIVE_CALLS.zerotap)?.id, { timeout: 20_000 })
      .toBeTruthy();
    const zeroTap = (await calls()).find((c) => c.key === NATIVE_CALLS.zerotap)!;
    const message = await latestMessage(env.host.url, '+919876540045');
    expect(message.channel).toBe('WHATSAPP');
    await page.evaluate(
      ({ id, otp }) => (window as unknown as FakeWindow).sesameNative.resolve(id, { otp }),
      {
        id: zeroTap.id!,
        otp: message.code!,
      },
    );
    await expect
      .poll(async () => (await calls()).map((c) => c.key), { timeout: 20_000 })
      .toContain(NATIVE_CALLS.close);
    const callback = (await calls()).find((c) => c.key === NATIVE_CALLS.callbackData);
    expect((callback?.data?.user as { mobile?: string } | undefined)?.mobile).toBe('+919876540045');
    await context.close();
  });
});
