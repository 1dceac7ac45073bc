import { describe, expect, it } from 'vitest';
import { defaultParams } from '../../services/api/defaultParams';
import { providerHostFor } from '../../services/api/providerHostFor';
import { memoryStorage } from '../../services/storage/keyValueStorage';

const base = { appId: 'demo', platform: 'Desktop', origin: 'https://shop.test' };
const GET = { method: 'GET' } as const;
const POST = { method: 'POST' } as const;

describe('defaultParams (spec §7 default set)', () => {
  it('carries every field of the default set from the URL, storage and the page', () => {
    const params = defaultParams(
      {
        ...base,
        locale: 'en',
        sId: 'sid_1',
        clientId: 'cid_1',
        url: {
          login_uri: 'https://shop.test/login',
          code: 'c1',
          token: 'url-token',
          ref_id: 'ref_1',
          qrToken: 'qt',
          nonce: 'n1',
          redirect_uri: 'https://shop.test/back',
          hasWhatsapp: 'true',
          package: 'com.shop',
          isHeadless: 'true',
          sdkPlatform: 'WORDPRESS',
        },
        storage: memoryStorage({ uid: 'u1', asId: 'as_1', inId: 'in_1', tsId: 'ts_1' }),
        device: { deviceInfo: '{"a":1}', browser: 'Chrome', fingerprintJs: '{"visitorId":"v"}' },
        metadata: { plan: 'pro' },
      },
      GET,
    );
    expect(params).toEqual({
      loginUri: 'https://shop.test/login',
      origin: 'https://shop.test',
      deviceInfo: '{"a":1}',
      browser: 'Chrome',
      fingerprintJs: '{"visitorId":"v"}',
      sdkPlatform: 'WORDPRESS',
      platform: 'Desktop',
      isLoginPage: false,
      code: 'c1',
      token: 'url-token',
      orderId: 'ref_1',
      qrToken: 'qt',
      uid: 'u1',
      asId: 'as_1',
      tsId: 'ts_1',
      inId: 'in_1',
      sId: 'sid_1',
      clientId: 'cid_1',
      appId: 'demo',
      isHeadless: true,
      nonce: 'n1',
      locale: 'en',
      redirectURI: 'https://shop.test/back',
      hasWhatsapp: true,
      package: 'com.shop',
      packageName: 'com.shop',
      metadata: '{"plan":"pro"}',
    });
  });

  it('takes the order id from orderId, then ref_id, then qr_ref_id', () => {
    const order = (url: Record<string, string>) => defaultParams({ ...base, url }, GET).orderId;
    expect(order({ orderId: 'o', ref_id: 'r', qr_ref_id: 'q' })).toBe('o');
    expect(order({ ref_id: 'r', qr_ref_id: 'q' })).toBe('r');
    expect(order({ qr_ref_id: 'q' })).toBe('q');
  });

  it('takes the token from the payload, then the URL; a stored `iot` is not read (one-tap is device-bound)', () => {
    const url = { token: 'url-token' };
    const withIot = memoryStorage({ iot: 'iot-token' });
    expect(defaultParams({ ...base, url, storage: withIot }, { ...GET, token: 'own' }).token).toBe('own');
    expect(defaultParams({ ...base, url }, { ...GET, token: 'own' }).token).toBe('own');
    expect(defaultParams({ ...base, url }, GET).token).toBe('url-token');
  });

  it('leaves the URL token out of GETs on the login page but adds it to every POST body', () => {
    const url = { token: 'url-token', isLoginPage: 'true' };
    expect(defaultParams({ ...base, url }, GET).token).toBeUndefined();
    expect(defaultParams({ ...base, url }, POST).token).toBe('url-token');
    expect(defaultParams({ ...base, isLoginPage: true, url: { token: 't' } }, POST).token).toBe('t');
  });

  it('drops the URL token from the get-intent call', () => {
    const url = { token: 'url-token' };
    expect(defaultParams({ ...base, url }, { ...POST, isIntent: true }).token).toBeUndefined();
    const storage = memoryStorage({ iot: 'iot-token' });
    expect(defaultParams({ ...base, url, storage }, { ...POST, isIntent: true }).token).toBeUndefined();
  });

  it('omits uid when the request passes its own', () => {
    const storage = memoryStorage({ uid: 'stored' });
    expect(defaultParams({ ...base, storage }, GET).uid).toBe('stored');
    expect(defaultParams({ ...base, storage }, { ...GET, uid: 'own' }).uid).toBeUndefined();
  });

  it('keeps the real app id over plain http (the host refuses unknown apps) and ignores hasWhatsapp on an iPad', () => {
    const params = defaultParams(
      { ...base, origin: 'http://localhost:8787', isIpad: true, url: { hasWhatsapp: 'true' } },
      GET,
    );
    expect(params.appId).toBe('demo');
    expect(params.hasWhatsapp).toBeUndefined();
  });
});

describe('providerHostFor (spec §7 host rule)', () => {
  it('is the script origin, production only over https on a non-loopback name', () => {
    expect(providerHostFor('https://auth.example.com/elements.js')).toEqual({
      origin: 'https://auth.example.com',
      production: true,
    });
    expect(providerHostFor('http://localhost:8787/elements.js').production).toBe(false);
    expect(providerHostFor('https://127.0.0.1:8443/elements.js').production).toBe(false);
    expect(providerHostFor('http://auth.example.com/elements.js').production).toBe(false);
  });

  it('takes a valid http(s) override and ignores anything else', () => {
    expect(providerHostFor('https://a.example/x.js', 'https://b.example/path').origin).toBe(
      'https://b.example',
    );
    expect(providerHostFor('https://a.example/x.js', 'javascript:alert(1)').origin).toBe('https://a.example');
    expect(providerHostFor('https://a.example/x.js', 'not a url').origin).toBe('https://a.example');
  });
});
