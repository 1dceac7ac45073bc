import { describe, expect, it } from 'vitest';
import { isSsoResultMessage, SSO_RESULT_MESSAGE } from '../../contract/sso';
import { ssoWindowMode } from '../../services/sso/ssoWindowMode';

/** The browser side's pure rules (services/sso): popup or same window, and the message guard. */
describe('SSO in the browser', () => {
  const UA = {
    chromeDesktop:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    safariMac:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    chromeAndroid:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    androidWebView:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36',
    safariIphone:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    iosWebView:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    instagramDesktopLike:
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Instagram 300.0',
  };

  it('opens a popup on desktop browsers', () => {
    expect(ssoWindowMode(UA.chromeDesktop)).toBe('popup');
    expect(ssoWindowMode(UA.safariMac)).toBe('popup');
  });

  it('uses the same window on phones, iPads, native webviews and in-app browsers', () => {
    expect(ssoWindowMode(UA.chromeAndroid)).toBe('redirect');
    expect(ssoWindowMode(UA.safariIphone)).toBe('redirect');
    expect(ssoWindowMode(UA.safariMac, 5)).toBe('redirect');
    expect(ssoWindowMode(UA.androidWebView)).toBe('redirect');
    expect(ssoWindowMode(UA.iosWebView)).toBe('redirect');
    expect(ssoWindowMode(UA.instagramDesktopLike)).toBe('redirect');
  });

  it('accepts only well-formed result messages', () => {
    expect(isSsoResultMessage({ type: SSO_RESULT_MESSAGE, asId: 'a', status: 'SUCCESS' })).toBe(true);
    expect(
      isSsoResultMessage({ type: SSO_RESULT_MESSAGE, asId: 'a', status: 'FAILED', error: 'sso_failed' }),
    ).toBe(true);
    expect(isSsoResultMessage({ type: SSO_RESULT_MESSAGE, asId: 'a', status: 'DONE' })).toBe(false);
    expect(isSsoResultMessage({ type: 'OTHER', asId: 'a', status: 'SUCCESS' })).toBe(false);
    expect(isSsoResultMessage({ type: SSO_RESULT_MESSAGE, status: 'SUCCESS' })).toBe(false);
    expect(isSsoResultMessage('SESAME_SSO_RESULT')).toBe(false);
    expect(isSsoResultMessage(null)).toBe(false);
  });
});
