import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../contract/paths';
import { sdkEvent } from '../../services/analytics/sdkEvent';
import { sendSdkEvent } from '../../services/analytics/sendSdkEvent';
import { browserName } from '../../services/device/browserName';
import { fnv1a } from '../../services/device/canvasHash';
import { collectDeviceInfo, type DeviceEnvironment } from '../../services/device/deviceInfo';
import { sentryOptions } from '../../services/errors/sentryOptions';
import { webOtpReader } from '../../services/otp/webOtpReader';
import { type Host, startHost } from '../support/startHost';

const defaults = { appId: 'demo', platform: 'Android', sdkPlatform: 'JS', inId: 'in_1', tsId: 'ts_1' };

describe('SDK events (spec §3, §7)', () => {
  it('prefixes SDK_, or SDK_IN_IFRAME_ inside an iframe, with platform WEBSDK and the params', () => {
    const event = sdkEvent(
      'INTENT_CREATED',
      { defaults, inIframe: false, host: 'https://h.test' },
      { channel: 'SMS' },
    );
    expect(event).toMatchObject({
      appId: 'demo',
      sdk_version: '0.0.1',
      event_name: 'SDK_INTENT_CREATED',
      platform: 'WEBSDK',
      inid: 'in_1',
      tsid: 'ts_1',
      event_params: {
        product: 'FLOATER',
        sdkPlatform: 'JS',
        host: 'https://h.test',
        device: 'ANDROID',
        extraParams: { channel: 'SMS' },
      },
    });
    expect(sdkEvent('TIMEOUT', { defaults, inIframe: true }).event_name).toBe('SDK_IN_IFRAME_TIMEOUT');
  });

  it('sends a text/plain beacon, falls back to fetch keepalive, and never throws', async () => {
    const beacons: string[] = [];
    sendSdkEvent('https://h.test/e', { a: 1 }, { sendBeacon: (url) => beacons.push(url) > 0 });
    expect(beacons).toEqual(['https://h.test/e']);
    const fetched: RequestInit[] = [];
    sendSdkEvent(
      'https://h.test/e',
      { a: 1 },
      {
        sendBeacon: () => false,
        fetch: async (_url, init) => {
          fetched.push(init ?? {});
          throw new Error('offline');
        },
      },
    );
    expect(fetched[0]).toMatchObject({ method: 'POST', keepalive: true, body: '{"a":1}' });
    expect(() =>
      sendSdkEvent(
        'https://h.test/e',
        { a: 1 },
        {
          sendBeacon: () => {
            throw new TypeError('refused');
          },
        },
      ),
    ).not.toThrow();
  });

  describe('on the real host', () => {
    let host: Host;
    beforeAll(async () => {
      host = await startHost();
    });
    afterAll(() => host.close());

    it('accepts the event as the beacon sends it (text/plain JSON)', async () => {
      const event = sdkEvent('INITIALIZED', {
        defaults: { ...defaults, deviceInfo: '{"x":1}' },
        inIframe: true,
        host: host.url,
      });
      const response = await fetch(`${host.url}${API.sdkEvent}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify(event),
      });
      expect(response.status, await response.text()).toBe(204);
    });
  });
});

describe('device info (spec §3, §8)', () => {
  const env = {
    navigator: {
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
      platform: 'Linux x86_64',
      vendor: 'Google Inc.',
      language: 'en',
      cookieEnabled: true,
      hardwareConcurrency: 8,
      connection: { effectiveType: '4g' },
    },
    screen: { width: 1280, height: 800, colorDepth: 24 },
    window: { devicePixelRatio: 2, getComputedStyle: () => ({ fontFamily: 'serif' }) },
    document: { documentElement: {}, createElement: () => ({ getContext: () => null }) },
    now: () => new Date(0),
  } as unknown as DeviceEnvironment;

  it('gathers every field of spec §3', async () => {
    const info = await collectDeviceInfo(env);
    expect(info).toMatchObject({
      browser: 'Chrome',
      connectionType: '4g',
      cookiesEnabled: true,
      screenWidth: 1280,
      screenHeight: 800,
      colorDepth: 24,
      pixelRatio: 2,
      cpuCores: 8,
      defaultFont: 'serif',
      canvasHash: '',
    });
    expect(typeof info.timezoneOffset).toBe('number');
  });

  it("rejects with 'Error: {error} while getting deviceInfo'", async () => {
    const broken = { ...env, screen: undefined } as unknown as DeviceEnvironment;
    await expect(collectDeviceInfo(broken)).rejects.toThrow(/^Error: .+ while getting deviceInfo$/);
  });

  it('names the browser family and hashes the canvas stably', () => {
    expect(browserName('Mozilla/5.0 Chrome/130.0 Safari/537.36 Edg/130.0')).toBe('Edge');
    expect(browserName('Mozilla/5.0 (Macintosh) Version/17.0 Safari/605.1.15')).toBe('Safari');
    expect(browserName('Mozilla/5.0 Firefox/128.0')).toBe('Firefox');
    expect(fnv1a('abc')).toBe(fnv1a('abc'));
    expect(fnv1a('abc')).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('error reporting (spec §9)', () => {
  it('maps the spec limits onto Sentry options', () => {
    expect(
      sentryOptions({ dsn: 'https://k@o0.ingest.sentry.io/1', protocol: 'https:', production: true }),
    ).toMatchObject({
      maxBreadcrumbs: 100,
      normalizeDepth: 3,
      normalizeMaxBreadth: 1000,
      maxValueLength: 250,
      sampleRate: 1,
      transportOptions: { bufferSize: 30 },
      environment: 'production',
    });
  });

  it('is off on plain http and without a DSN', () => {
    expect(
      sentryOptions({ dsn: 'https://k@o0.ingest.sentry.io/1', protocol: 'http:', production: false }),
    ).toBeNull();
    expect(sentryOptions({ dsn: null, protocol: 'https:', production: true })).toBeNull();
  });
});

describe('web OTP read (spec §4, §8)', () => {
  it("asks for an SMS code with the caller's signal and returns it", async () => {
    const asked: unknown[] = [];
    const reader = webOtpReader({
      get: async (options) => {
        asked.push(options.otp);
        return { code: '123456' };
      },
    });
    expect(await reader.read(new AbortController().signal)).toBe('123456');
    expect(asked).toEqual([{ transport: ['sms'] }]);
  });

  it('logs and returns nothing when the read is cancelled', async () => {
    const logged: string[] = [];
    const reader = webOtpReader(
      { get: async () => Promise.reject(new DOMException('aborted', 'AbortError')) },
      (message) => logged.push(message),
    );
    expect(await reader.read(new AbortController().signal)).toBeNull();
    expect(logged).toEqual(['OTP auto-read cancelled: AbortError']);
  });
});
