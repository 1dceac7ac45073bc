import type { SsoMode } from '../../contract/sso';
import { detectPlatform } from '../device/detectPlatform';

/** Android's WebView marks itself `; wv)`; iOS's WKWebView is a Safari user agent without "Safari/". */
const ANDROID_WEBVIEW = /; wv\)/;
const IOS_WEBVIEW = /(iPhone|iPad|iPod).*AppleWebKit(?!.*Safari\/)/;
/** In-app browsers whose popups never come back to the page (Facebook, Instagram, LINE, …). */
const IN_APP = /FBAN|FBAV|Instagram|Line\/|Twitter|LinkedInApp|MicroMessenger/;

/**
 * How a sign-in with a provider should open (issue: SSO flow): a popup on desktop browsers; the
 * same window on phones, inside native webviews and in-app browsers, where popups are tabs that
 * never return or are not allowed at all.
 */
export function ssoWindowMode(userAgent: string, maxTouchPoints = 0): SsoMode {
  if (ANDROID_WEBVIEW.test(userAgent) || IOS_WEBVIEW.test(userAgent) || IN_APP.test(userAgent))
    return 'redirect';
  return detectPlatform(userAgent, maxTouchPoints) === 'Desktop' ? 'popup' : 'redirect';
}
