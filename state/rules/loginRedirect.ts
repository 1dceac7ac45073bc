import type { Channel } from '../../contract/channels';

/**
 * spec §4 Channel click "Auth": the merchant's login URI with `redirect` (this page), ux mode
 * set to autoclick and the channel. The widget's ux-mode parameter is `uxmode` (state/rules/
 * launchParams), so the login page's auto-click (spec §4 "Auto-click on load") picks it up.
 *
 * It applies only when the login URI is on another origin than this page: a sign-in finished
 * on this origin's page cannot open the merchant's session over there, so the visitor goes to
 * the login page, which sends them back to `redirect`. On the login page's own origin the
 * channel runs in place (null).
 */
export function loginRedirect(input: {
  loginUri: string | undefined;
  pageUrl: string;
  channel: Channel;
}): string | null {
  if (!input.loginUri) return null;
  try {
    const login = new URL(input.loginUri);
    const page = new URL(input.pageUrl);
    if (!/^https?:$/.test(login.protocol) || login.origin === page.origin) return null;
    login.searchParams.set('redirect', page.href);
    login.searchParams.set('uxmode', 'autoclick');
    login.searchParams.set('channel', input.channel);
    return login.href;
  } catch {
    return null;
  }
}
