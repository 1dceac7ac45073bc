import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NATIVE_REPLY_TIMEOUT_MS } from '../../contract/constants';
import { NATIVE_CALLS, type NativeMessage } from '../../contract/nativeBridge';
import { createNativeBridge, type NativeInbox } from '../../services/bridges/native/NativeBridge';
import {
  appInfo,
  closeWebview,
  getHeadlessRequest,
  openDeeplink,
  readNativeOtp,
  sendCallbackData,
  sendHeadlessResponse,
  sendSilentAuthLink,
  setWebviewHeight,
  subscribeBack,
} from '../../services/bridges/native/nativeCalls';
import { nativeContextOf } from '../../services/bridges/native/nativeContext';

type Win = { sesameNative?: NativeInbox } & Record<string, unknown>;

/** A window with Android's JavascriptInterface: it receives JSON strings. */
function androidWindow() {
  const sent: NativeMessage[] = [];
  const win: Win = { SesameAndroid: { postMessage: (json: string) => sent.push(JSON.parse(json)) } };
  return { win, sent };
}

/** A window with iOS's WKScriptMessageHandler: it receives the object itself. */
function iosWindow() {
  const sent: NativeMessage[] = [];
  const win: Win = {
    webkit: { messageHandlers: { sesame: { postMessage: (m: NativeMessage) => sent.push(m) } } },
  };
  return { win, sent };
}

describe('native user-agent markers (spec §6)', () => {
  it('tells the native app, the SDK webview and the open web apart', () => {
    expect(nativeContextOf('Mozilla/5.0 (Linux; Android 14) Chrome/126 SesameApp/1.0')).toBe('app');
    expect(nativeContextOf('Mozilla/5.0 (iPhone) AppleWebKit/605 SesameSDK/2.3')).toBe('sdkWebview');
    expect(nativeContextOf('Mozilla/5.0 (iPhone) AppleWebKit/605 Mobile/15E148 Safari/604.1')).toBeNull();
    expect(nativeContextOf('')).toBeNull();
  });
});

describe('native bridge transport (spec §7)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends Android calls as JSON strings and iOS calls as objects, with the same shape', () => {
    const android = androidWindow();
    const ios = iosWindow();
    openDeeplink(createNativeBridge(android.win), 'whatsapp://send?text=hi');
    openDeeplink(createNativeBridge(ios.win), 'whatsapp://send?text=hi');
    const expected = { key: 7, data: { url: 'whatsapp://send?text=hi' } };
    expect(android.sent).toEqual([expected]);
    expect(ios.sent).toEqual([expected]);
  });

  it('finds no transport on a plain window, and then sends nothing and rejects requests', async () => {
    const bridge = createNativeBridge({});
    expect(() => closeWebview(bridge)).not.toThrow();
    await expect(bridge.request(NATIVE_CALLS.appInfo)).rejects.toThrow('no native bridge');
    expect(await appInfo(bridge)).toBeNull();
  });

  it('resolves an async call with the answer the app gives for its id', async () => {
    const { win, sent } = androidWindow();
    const bridge = createNativeBridge(win);
    const info = appInfo(bridge);
    expect(sent[0]).toMatchObject({ key: 8, id: expect.any(String) });
    expect(sent[0]).not.toHaveProperty('data');
    win.sesameNative!.resolve('unknown-id', { packageName: 'wrong' });
    win.sesameNative!.resolve(sent[0]!.id!, { packageName: 'com.example.shop' });
    expect(await info).toEqual({ packageName: 'com.example.shop' });
  });

  it('gives up on app info after the reply timeout', async () => {
    const { win } = androidWindow();
    const info = appInfo(createNativeBridge(win));
    await vi.advanceTimersByTimeAsync(NATIVE_REPLY_TIMEOUT_MS - 1);
    let settled = false;
    void info.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await info).toBeNull();
  });

  it('reads the SMS code the app answers (call 16), as a string or as { otp }', async () => {
    const { win, sent } = iosWindow();
    const bridge = createNativeBridge(win);
    const first = readNativeOtp(bridge);
    win.sesameNative!.resolve(sent[0]!.id!, '123456');
    expect(await first).toBe('123456');
    const second = readNativeOtp(bridge);
    win.sesameNative!.resolve(sent[1]!.id!, { otp: '654321' });
    expect(await second).toBe('654321');
    expect(sent.map((m) => m.key)).toEqual([16, 16]);
  });

  it('rejects the code read when the app reports an error or answers nothing usable', async () => {
    const { win, sent } = androidWindow();
    const bridge = createNativeBridge(win);
    const failed = readNativeOtp(bridge);
    win.sesameNative!.reject(sent[0]!.id!, 'permission denied');
    await expect(failed).rejects.toThrow('permission denied');
    const empty = readNativeOtp(bridge);
    win.sesameNative!.resolve(sent[1]!.id!, {});
    await expect(empty).rejects.toThrow();
  });

  it("subscribes to the back button (call 3) and routes the app's pushes until unsubscribed", () => {
    const { win, sent } = androidWindow();
    const bridge = createNativeBridge(win);
    const onBack = vi.fn();
    const off = subscribeBack(bridge, onBack);
    expect(sent).toEqual([{ key: 3, data: { subscribed: true } }]);
    expect(win.sesameNative!.emit(3)).toBe(true);
    expect(onBack).toHaveBeenCalledTimes(1);
    off();
    off();
    expect(sent).toEqual([
      { key: 3, data: { subscribed: true } },
      { key: 3, data: { subscribed: false } },
    ]);
    expect(win.sesameNative!.emit(3)).toBe(false);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('sends each one-way call with its number and data', () => {
    const { win, sent } = androidWindow();
    const bridge = createNativeBridge(win);
    setWebviewHeight(bridge);
    setWebviewHeight(bridge, 40);
    sendCallbackData(bridge, { token: 't', code: 'c' });
    closeWebview(bridge);
    sendSilentAuthLink(bridge, 'https://carrier.example/sa');
    sendHeadlessResponse(bridge, {
      responseType: 'READY_STATE',
      success: true,
      statusCode: 200,
      response: { ready: true },
    });
    expect(sent).toEqual([
      { key: 12, data: { percent: 100 } },
      { key: 12, data: { percent: 40 } },
      { key: 11, data: { token: 't', code: 'c' } },
      { key: 14 },
      { key: 42, data: { url: 'https://carrier.example/sa' } },
      {
        key: 21,
        data: { responseType: 'READY_STATE', success: true, statusCode: 200, response: { ready: true } },
      },
    ]);
  });

  it("returns the app's pending headless request (call 20), or null when it has none", async () => {
    const { win, sent } = androidWindow();
    const bridge = createNativeBridge(win);
    const request = getHeadlessRequest(bridge);
    win.sesameNative!.resolve(sent[0]!.id!, { channel: 'PHONE', phone: '8111', countryCode: '62' });
    expect(await request).toEqual({ channel: 'PHONE', phone: '8111', countryCode: '62' });
    const none = getHeadlessRequest(bridge);
    win.sesameNative!.resolve(sent[1]!.id!, null);
    expect(await none).toBeNull();
  });
});
