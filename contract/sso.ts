/**
 * Single sign-on (spec §1, §3): the channel codes that name a provider, the host's SSO paths
 * and the message the callback page sends to the page that opened it. Shared by the widget and
 * the provider host.
 */
import type { Channel } from './channels';

/** spec §3 channel codes of the sixteen providers, and the id each one has in URLs and storage. */
export const SSO_PROVIDER_IDS = {
  GMAIL: 'google',
  APPLE_EMAIL: 'apple',
  MICROSOFT_SSO: 'microsoft',
  LINKEDIN_SSO: 'linkedin',
  TWITTER: 'twitter',
  FACEBOOK_SSO: 'facebook',
  SLACK_SSO: 'slack',
  DISCORD_SSO: 'discord',
  GITHUB_SSO: 'github',
  GITLAB_SSO: 'gitlab',
  BITBUCKET_SSO: 'bitbucket',
  ATLASSIAN_SSO: 'atlassian',
  LINE_SSO: 'line',
  LINEAR_SSO: 'linear',
  NOTION_SSO: 'notion',
  TWITCH_SSO: 'twitch',
} as const satisfies Partial<Record<Channel, string>>;

export type SsoChannel = keyof typeof SSO_PROVIDER_IDS;
export type SsoProviderId = (typeof SSO_PROVIDER_IDS)[SsoChannel];
export const SSO_CHANNELS = Object.keys(SSO_PROVIDER_IDS) as SsoChannel[];

export function isSsoChannel(channel: string): channel is SsoChannel {
  return Object.hasOwn(SSO_PROVIDER_IDS, channel);
}

/**
 * The host's SSO paths: `${start}/{token}` is the intent a browser opens (popup or same
 * window); `${callback}/{providerId}` is the redirect URI registered at each provider.
 */
export const SSO_PATHS = {
  start: '/v1/sso/start',
  callback: '/v1/sso/callback',
} as const;

/** Dev mode's stand-in identity provider (an OpenID Connect provider on the host itself). */
export const DEV_IDP_PATH = '/dev/idp';

/** docs/security.md "OAuth / OIDC": a sign-in through a provider must finish within 10 minutes. */
export const SSO_FLOW_TTL_MS = 10 * 60_000;

/** How the browser follows the provider: a popup, or the same window (mobile, webviews, blocked popups). */
export const SSO_MODES = ['popup', 'redirect'] as const;
export type SsoMode = (typeof SSO_MODES)[number];
/** The query parameter of the start URL that says which. */
export const SSO_MODE_PARAM = 'mode';

/** Popup geometry: big enough for every provider's consent screen. */
export const SSO_POPUP = { width: 500, height: 680 } as const;

/** The callback page's message to its opener (docs/architecture.md §6: to the exact origin only). */
export const SSO_RESULT_MESSAGE = 'SESAME_SSO_RESULT';
export interface SsoResultMessage {
  type: typeof SSO_RESULT_MESSAGE;
  asId: string;
  status: 'SUCCESS' | 'FAILED';
  /** The error code (contract/errors.ts) when FAILED. */
  error?: string;
}

export function isSsoResultMessage(value: unknown): value is SsoResultMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    m.type === SSO_RESULT_MESSAGE &&
    typeof m.asId === 'string' &&
    (m.status === 'SUCCESS' || m.status === 'FAILED') &&
    (m.error === undefined || typeof m.error === 'string')
  );
}
