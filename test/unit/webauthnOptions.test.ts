import { base64URLStringToBuffer } from '@simplewebauthn/browser';
import { describe, expect, it } from 'vitest';
import { PASSKEY_PROMPT, PUBLIC_KEY_OPTION_MISSING } from '../../contract/webauthn';
import { DISMISS_EVENT, PASSKEY_CREATE_EVENT } from '../../elements/events';
import { passkeyFailure } from '../../services/webauthn/passkeyFailure';
import {
  canonicalBase64Url,
  toCreationOptions,
  toRequestOptions,
} from '../../services/webauthn/toPublicKeyOptions';
import { isWebAuthnTriggerEnabled, type WebAuthnContext } from '../../services/webauthn/webAuthnTrigger';
import { shouldOfferPasskey } from '../../state/rules/passkeyOffer';

const creation = {
  rp: { name: 'Demo', id: 'localhost' },
  user: { id: 'dXNyXzE', name: 'ada@example.com', displayName: 'ada@example.com' },
  challenge: 'q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80',
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  excludeCredentials: [{ id: 'AQID', type: 'public-key' }],
};

describe('passkey options (spec §5)', () => {
  it("refuses null or missing options with 'publicKeyOption cannot be null'", () => {
    expect(PUBLIC_KEY_OPTION_MISSING).toBe('publicKeyOption cannot be null');
    for (const missing of [null, undefined, 'null', '']) {
      expect(() => toCreationOptions(missing), String(missing)).toThrow(
        /publicKeyOption cannot be null|JSON/,
      );
    }
    expect(() => toCreationOptions(null)).toThrow(PUBLIC_KEY_OPTION_MISSING);
    expect(() => toRequestOptions(undefined)).toThrow(PUBLIC_KEY_OPTION_MISSING);
    expect(() => toCreationOptions({ rp: creation.rp })).toThrow(PUBLIC_KEY_OPTION_MISSING);
  });

  it('parses options that arrive as a JSON string, or wrapped as { publicKey }', () => {
    expect(toCreationOptions(JSON.stringify(creation))).toEqual(creation);
    expect(toCreationOptions({ publicKey: creation })).toEqual(creation);
    expect(toRequestOptions(JSON.stringify({ challenge: 'AQID', rpId: 'localhost' }))).toEqual({
      challenge: 'AQID',
      rpId: 'localhost',
    });
  });

  it('pads and converts base64url values: padded, standard base64 and url-safe all read alike', () => {
    const padded = toCreationOptions({
      ...creation,
      challenge: 'q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80=',
      user: { ...creation.user, id: 'dXNyXzE=' },
      excludeCredentials: [{ id: 'AQID', type: 'public-key' }],
    });
    expect(padded).toEqual(creation);
    const standard = toRequestOptions({
      challenge: '+/+/',
      allowCredentials: [{ id: '-_8=', type: 'public-key' }],
    });
    expect(standard).toEqual({ challenge: '-_-_', allowCredentials: [{ id: '-_8', type: 'public-key' }] });
    expect([...new Uint8Array(base64URLStringToBuffer('AQID'))]).toEqual([1, 2, 3]);
    expect([...new Uint8Array(base64URLStringToBuffer('AQI'))]).toEqual([1, 2]);
    expect(canonicalBase64Url('AQI=')).toBe('AQI');
    expect(() => canonicalBase64Url('not base64!')).toThrow(TypeError);
    expect(() => canonicalBase64Url('A')).toThrow(TypeError);
  });
});

describe('the WebAuthn trigger (spec §5)', () => {
  const browser: WebAuthnContext = {
    isHeadless: false,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
    sdkPlatform: null,
    isWebAuthnSupported: false,
  };

  it('is on in a browser and off in headless mode, whatever the host says', () => {
    expect(isWebAuthnTriggerEnabled(browser)).toBe(true);
    expect(isWebAuthnTriggerEnabled({ ...browser, isHeadless: true })).toBe(false);
    expect(isWebAuthnTriggerEnabled({ ...browser, isHeadless: true, isWebAuthnSupported: true })).toBe(false);
  });

  it('is off in the native app and the SDK webview unless isWebAuthnSupported is true', () => {
    const app = { ...browser, userAgent: `${browser.userAgent} SesameApp/2.1` };
    const sdk = { ...browser, userAgent: `${browser.userAgent} SesameSDK/1.0` };
    const android = { ...browser, sdkPlatform: 'ANDROID' };
    for (const context of [app, sdk, android]) {
      expect(isWebAuthnTriggerEnabled(context)).toBe(false);
      expect(isWebAuthnTriggerEnabled({ ...context, isWebAuthnSupported: true })).toBe(true);
    }
    expect(isWebAuthnTriggerEnabled({ ...browser, sdkPlatform: 'WORDPRESS' })).toBe(true);
  });
});

describe('the passkey creation prompt (spec §2)', () => {
  const eligible = {
    triggerEnabled: true,
    webauthnEnabled: true,
    passkeyOnThisDevice: false,
    signedInWithPasskey: false,
    platformAuthenticator: true,
  };

  it('follows a sign-in only when the app has WebAuthn on and this device has no passkey yet', () => {
    expect(shouldOfferPasskey(eligible)).toBe(true);
    expect(shouldOfferPasskey({ ...eligible, webauthnEnabled: false })).toBe(false);
    expect(shouldOfferPasskey({ ...eligible, passkeyOnThisDevice: true })).toBe(false);
    expect(shouldOfferPasskey({ ...eligible, signedInWithPasskey: true })).toBe(false);
    expect(shouldOfferPasskey({ ...eligible, platformAuthenticator: false })).toBe(false);
    expect(shouldOfferPasskey({ ...eligible, triggerEnabled: false })).toBe(false);
  });

  it('is the element the screens define, with the events they dispatch', () => {
    expect(PASSKEY_PROMPT.createEvent).toBe(PASSKEY_CREATE_EVENT);
    expect(PASSKEY_PROMPT.dismissEvent).toBe(DISMISS_EVENT);
  });
});

describe('ceremony failures', () => {
  it('reads a closed dialog or a replaced ceremony as cancelled, and a known authenticator as exists', () => {
    expect(passkeyFailure(new DOMException('closed', 'NotAllowedError'))).toBe('cancelled');
    expect(passkeyFailure(new DOMException('aborted', 'AbortError'))).toBe('cancelled');
    expect(passkeyFailure({ name: 'InvalidStateError' })).toBe('exists');
    expect(passkeyFailure({ name: 'Error', code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' })).toBe(
      'exists',
    );
    expect(passkeyFailure({ name: 'NotSupportedError' })).toBe('unsupported');
    expect(passkeyFailure(new TypeError('boom'))).toBe('failed');
    expect(passkeyFailure(null)).toBe('failed');
  });
});
