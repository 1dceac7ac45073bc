import { afterEach, describe, expect, it, vi } from 'vitest';
import { NATIVE_APP_UA_MARKER, type NativeMessage } from '../../contract/nativeBridge';
import { createApiClient } from '../../services/api/apiClient';
import { nativeOtpHash } from '../../services/bridges/native/otpHash';
import { otpHashOf } from '../../services/bridges/native/otpHashOf';
import { memoryStorage } from '../../services/storage/keyValueStorage';

describe('otpHash from the app signature (spec §5)', () => {
  it('is the first 11 characters of the signature call 8 answered with', () => {
    expect(otpHashOf({ appSignature: 'K8a/AINcGX7' })).toBe('K8a/AINcGX7');
    expect(otpHashOf({ appSignature: 'K8a/AINcGX7qQ+9zLongerSignature' })).toBe('K8a/AINcGX7');
    expect(otpHashOf({ appSignature: ' K8a/AINcGX7 ' })).toBe('K8a/AINcGX7');
  });

  it('is none without a signature, with one too short, or without an answer', () => {
    expect(otpHashOf(null)).toBeUndefined();
    expect(otpHashOf({ packageName: 'com.example.shop' })).toBeUndefined();
    expect(otpHashOf({ appSignature: 'K8a/AIN' })).toBeUndefined();
    expect(otpHashOf({ appSignature: 42 as unknown as string })).toBeUndefined();
  });

  it('is none at once on the open web', async () => {
    expect(await nativeOtpHash()).toBeUndefined();
  });
});

describe('a phone intent from the native Android app carries otpHash', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks call 8 once, and sends the hash with phone intents only', async () => {
    const asked: NativeMessage[] = [];
    vi.stubGlobal('navigator', { userAgent: `Mozilla/5.0 (Linux; Android 14) ${NATIVE_APP_UA_MARKER}3.1` });
    vi.stubGlobal('SesameAndroid', {
      postMessage(json: string) {
        const message = JSON.parse(json) as NativeMessage;
        asked.push(message);
        const inbox = (globalThis as unknown as { sesameNative: { resolve(id: string, v: unknown): void } })
          .sesameNative;
        if (message.key === 8)
          setTimeout(() => inbox.resolve(message.id!, { appSignature: 'K8a/AINcGX7Qx' }));
      },
    });
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        const answer = {
          channel: 'SMS',
          intent: null,
          asId: 'as_1',
          communicationMode: 'SMS',
          resendAfter: 60,
        };
        return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const api = createApiClient({
      appId: 'shop',
      baseUrl: 'https://auth.example.com',
      origin: 'https://auth.example.com',
      storage: memoryStorage({ state: 'st_1' }),
      collectDevice: false,
      report: () => {},
      onEvent: () => {},
    });
    expect((await api.createIntent({ channel: 'SMS', mobile: '919876543210' })).ok).toBe(true);
    expect(bodies.at(-1)).toMatchObject({ channel: 'SMS', mobile: '919876543210', otpHash: 'K8a/AINcGX7' });
    await api.createIntent({ channel: 'EMAIL_LOGIN', email: 'ada@example.com' });
    expect(bodies.at(-1)).not.toHaveProperty('otpHash');
    await api.createIntent({ channel: 'WHATSAPP', mobile: '919876543210' });
    expect(bodies.at(-1)).toMatchObject({ otpHash: 'K8a/AINcGX7' });
    expect(asked.filter((m) => m.key === 8)).toHaveLength(1);
  });
});
