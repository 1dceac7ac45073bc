import type { ApiClient } from '../../services/api/apiClient';
import type { RedirectPlan } from '../rules/redirectPlan';
import { runRedirectFlow } from './runRedirectFlow';

/** What the code-verification screen does next. */
export interface CodeRedirectResult {
  plan: RedirectPlan;
  /** The page is being left for the redirect uri. */
  navigated: boolean;
}

/**
 * spec §2 code-verification screen, §4 "Redirect flow": a `code` in the page URL goes to the
 * redirect-URI service, unless the URL names its redirect uri itself; the uri is opened in this
 * window unless 'paralyzed' (then only returned), and inside an iframe (not an SDK webview) the
 * CLIENT_REDIRECTION event is sent first. A redirect back to this very page is not followed.
 */
export async function runCodeRedirect(options: {
  api: Pick<ApiClient, 'getRedirectUri' | 'track'>;
  code: string;
  /** The page URL's `redirect_uri`. */
  urlRedirectUri: string | null;
  currentUrl: string;
  paralyzed: boolean;
  inIframe: boolean;
  sdkWebview: boolean;
  open: (url: string) => void;
}): Promise<CodeRedirectResult> {
  let navigated = false;
  const plan = await runRedirectFlow({
    // docs/security.md: no open redirect through `redirect_uri`; only this page's own origin is taken.
    urlRedirectUri: sameOrigin(options.urlRedirectUri, options.currentUrl),
    fetch: async () => {
      const result = await options.api.getRedirectUri(options.code);
      return result.ok ? result.data : null;
    },
    paralyzed: options.paralyzed,
    inIframe: options.inIframe,
    sdkWebview: options.sdkWebview,
    effects: {
      clientRedirection: (url) => options.api.track?.('CLIENT_REDIRECTION', { url }),
      open: (url) => {
        if (samePage(url, options.currentUrl)) return;
        navigated = true;
        options.open(url);
      },
    },
  });
  return { plan, navigated };
}

/** A redirect uri on the page's own origin (http or https), else null. */
function sameOrigin(target: string | null, current: string): string | null {
  if (!target) return null;
  try {
    const url = new URL(target, current);
    return url.origin === new URL(current).origin && /^https?:$/.test(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** The redirect goes back to this very page (the merchant's login URI): stay, do not loop. */
function samePage(target: string, current: string): boolean {
  try {
    const a = new URL(target, current);
    const b = new URL(current);
    return a.origin === b.origin && a.pathname === b.pathname;
  } catch {
    return true;
  }
}
