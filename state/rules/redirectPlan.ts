/** The redirect-uri answer (spec §3: redirectUri, apps). */
export interface RedirectAnswer {
  redirectUri?: string | null;
  apps?: unknown[] | null;
}

export type RedirectPlan =
  | { kind: 'open'; url: string; clientRedirectionEvent: boolean }
  | { kind: 'return'; url: string }
  | { kind: 'apps'; apps: unknown[] }
  | { kind: 'nothing' };

/**
 * spec §4 "Redirect flow": the page URL's redirect uri first, else the fetched one. It is opened
 * unless the 'paralyzed' option is set (then returned). With no uri but an apps list, the apps are
 * returned. Inside an iframe (not an SDK webview) opening fires a client-redirection event.
 */
export function redirectPlan(input: {
  urlRedirectUri: string | null;
  fetched: RedirectAnswer | null;
  paralyzed: boolean;
  inIframe: boolean;
  sdkWebview: boolean;
}): RedirectPlan {
  const url = input.urlRedirectUri || input.fetched?.redirectUri || null;
  if (!url) {
    const apps = input.fetched?.apps;
    return apps && apps.length > 0 ? { kind: 'apps', apps } : { kind: 'nothing' };
  }
  if (input.paralyzed) return { kind: 'return', url };
  return { kind: 'open', url, clientRedirectionEvent: input.inIframe && !input.sdkWebview };
}
