import { describe, expect, it } from 'vitest';
import { NATIVE_APP_UA_MARKER, SDK_WEBVIEW_UA_MARKER } from '../../contract/webauthn';
import { parseLaunchParams } from '../../state/rules/launchParams';
import { type PageContextInput, pageContext } from '../../state/rules/pageContext';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

function decide(pathname: string, search = '', rest: Partial<PageContextInput> = {}) {
  return pageContext({
    pathname,
    params: parseLaunchParams(search),
    inIframe: false,
    userAgent: CHROME,
    onProviderHost: true,
    ...rest,
  });
}

describe('page context (docs/architecture.md §1, spec §2 page type, §6 contexts)', () => {
  it('judges the page type from the last path segment: loginPage.html and index.html are not the auth flow', () => {
    expect(decide('/loginPage.html')).toMatchObject({
      isAuthFlow: false,
      isLoginPage: true,
      context: 'hosted',
    });
    expect(decide('/a/b/index.html')).toMatchObject({ isAuthFlow: false, isLoginPage: true });
    expect(decide('/cid/abc/myloginPage.html')).toMatchObject({ isAuthFlow: false });
    expect(decide('/auth')).toMatchObject({ isAuthFlow: true, isLoginPage: false, context: 'hosted' });
    expect(decide('/loginPage.html/auth')).toMatchObject({ isAuthFlow: true });
    expect(decide('/')).toMatchObject({ isAuthFlow: true, isLoginPage: false });
  });

  it('recognises the login page inside an iframe, unless lt=w or headless', () => {
    expect(decide('/auth', '', { inIframe: true })).toMatchObject({
      isLoginPage: true,
      inIframe: true,
      isAuthFlow: true,
    });
    expect(decide('/auth', '?lt=w', { inIframe: true })).toMatchObject({ isLoginPage: false });
    expect(decide('/auth', '?isHeadless=true', { inIframe: true })).toMatchObject({
      isLoginPage: false,
      context: 'headless',
    });
  });

  it('is headless when the page says so, answered through the bridge in a native app', () => {
    expect(decide('/auth', '?isHeadless=true')).toMatchObject({ context: 'headless', host: 'web' });
    expect(
      decide('/auth', '?isHeadless=true', { userAgent: `${CHROME} ${NATIVE_APP_UA_MARKER}1.0` }),
    ).toMatchObject({
      context: 'headless',
      host: 'native',
    });
  });

  it('is a native webview when the user agent carries either marker or the SDK says so', () => {
    expect(decide('/loginPage.html', '', { userAgent: `${CHROME} ${NATIVE_APP_UA_MARKER}2` }).context).toBe(
      'native',
    );
    expect(decide('/auth', '', { userAgent: `${CHROME} ${SDK_WEBVIEW_UA_MARKER}2` }).context).toBe('native');
    expect(decide('/auth', '?sdkPlatform=ANDROID').context).toBe('native');
    expect(decide('/auth', '?sdkPlatform=JS').context).toBe('hosted');
  });

  it('is direct on a merchant page, whatever the URL says', () => {
    expect(decide('/shop/index.html', '?isHeadless=true', { onProviderHost: false })).toMatchObject({
      context: 'direct',
      host: 'web',
    });
    expect(decide('/checkout', '', { onProviderHost: false, inIframe: true }).context).toBe('direct');
  });
});
