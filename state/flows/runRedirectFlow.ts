import { type RedirectAnswer, type RedirectPlan, redirectPlan } from '../rules/redirectPlan';

/** What the redirect flow does with its plan (spec §4 "Redirect flow"). */
export interface RedirectEffects {
  open(url: string): void;
  /** spec §7 analytics CLIENT_REDIRECTION, fired inside an iframe that is not an SDK webview. */
  clientRedirection(url: string): void;
}

/**
 * spec §4 "Redirect flow": the URL's redirect uri, else the fetched one; opened unless
 * 'paralyzed' (then returned); the apps list when there is no uri. Opening failures are only
 * logged (spec §8).
 */
export async function runRedirectFlow(options: {
  urlRedirectUri: string | null;
  fetch: () => Promise<RedirectAnswer | null>;
  paralyzed: boolean;
  inIframe: boolean;
  sdkWebview: boolean;
  effects: RedirectEffects;
}): Promise<RedirectPlan> {
  const fetched = options.urlRedirectUri ? null : await options.fetch();
  const plan = redirectPlan({ ...options, fetched });
  if (plan.kind === 'open') {
    if (plan.clientRedirectionEvent) options.effects.clientRedirection(plan.url);
    try {
      options.effects.open(plan.url);
    } catch (error) {
      console.warn('redirect could not be opened', error);
    }
  }
  return plan;
}
