import type { ApiClient } from '../services/api/apiClient';

/**
 * The shareable sign-in link (spec §3 platforms LINK and AUTHLINK): the hosted page opened on its
 * own, not framed and not in an app, hands the finished sign-in to the app's login URI with its
 * one-time code, as redirect mode does, and the merchant's server exchanges it. An app without a
 * login URI keeps the success screen: there is nowhere to go.
 */
export async function continueToLoginUri(api: ApiClient, code: string, win: Window = window): Promise<void> {
  const answer = await api.getRedirectUri(code);
  if (!answer.ok || !answer.data.redirectUri) return;
  win.location.assign(answer.data.redirectUri);
  // The page is leaving: keep the loader up until it has.
  await new Promise<never>(() => {});
}
