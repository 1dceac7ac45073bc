import { UID_KEY } from '../../contract/storageKeys';
import type { RedirectUriResponse, StatusResponse } from '../../contract/wire';
import type { ApiResult } from '../../services/api/ApiResult';
import type { KeyValueStorage } from '../../services/storage/keyValueStorage';
import { intentPollOutcome } from '../rules/intentPollOutcome';
import { type RedirectAnswer, type RedirectPlan, redirectPlan } from '../rules/redirectPlan';
import { type StatusWatcher, watchStatus } from './statusWatcher';

/**
 * spec §4 "Intent handling": an email or UPI intent outside an iframe polls its status every 3 s
 * (statusWatcher); once it can finish, the user uid is stored when present, the redirect URI is
 * fetched with the code and polling stops. Failed polls are ignored.
 */
export function followIntentStatus(options: {
  fetchStatus: () => Promise<ApiResult<StatusResponse>>;
  getRedirectUri: (code: string) => Promise<ApiResult<RedirectUriResponse>>;
  storage: KeyValueStorage;
  /** The intent response's code, when it had one. */
  intentCode?: string | null;
  onRedirect: (answer: RedirectAnswer | null, code: string) => void;
  intervalMs?: number;
}): StatusWatcher {
  let finished = false;
  return watchStatus({
    check: () => (finished ? 'stop' : 'go'),
    fetchStatus: options.fetchStatus,
    intervalMs: options.intervalMs,
    onStatus: async (status) => {
      const outcome = intentPollOutcome({ ok: true, data: status }, options.intentCode ?? null);
      if (outcome.kind === 'repoll') return false;
      finished = true;
      if (outcome.uid) options.storage.set(UID_KEY, outcome.uid);
      const redirect = await options.getRedirectUri(outcome.code);
      options.onRedirect(redirect.ok ? redirect.data : null, outcome.code);
      return true;
    },
  });
}

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
