/**
 * The widget's fixed presentation facts (spec §2, §9) the first screen needs: the theme colour
 * and name of each channel and the provider's policy. The one-tap picker's carriers
 * (contract/carriers.ts) and the share targets (contract/shareTargets.ts) load with their screens.
 */
import type { Channel } from './channels';
import { DEFAULT_THEME_COLOR } from './constants';
import { COLLAPSED_UNTIL_KEY, HIDE_COUNT_KEY, ONE_TAP_HIDDEN_KEY } from './storageKeys';

/** spec §2 channel buttons, §9 "Themes have fixed colours": one colour per channel. */
export const CHANNEL_COLORS: Record<Channel, string> = {
  WHATSAPP: '#25d366',
  GMAIL: '#ea4335',
  APPLE_EMAIL: '#000000',
  EMAIL_LOGIN: '#1a73e8',
  MAGIC_LINK: '#1a73e8',
  OTP: '#1a73e8',
  OTP_LINK: '#1a73e8',
  MOBILE_LOGIN: '#0f9d58',
  SMS: '#0f9d58',
  UPI: '#5f259f',
  LINKEDIN_SSO: '#0a66c2',
  MICROSOFT_SSO: '#2f2f2f',
  FACEBOOK_SSO: '#1877f2',
  TWITTER: '#000000',
  SLACK_SSO: '#4a154b',
  DISCORD_SSO: '#5865f2',
  GITHUB_SSO: '#181717',
  GITLAB_SSO: '#fc6d26',
  BITBUCKET_SSO: '#0052cc',
  ATLASSIAN_SSO: '#0052cc',
  LINE_SSO: '#06c755',
  LINEAR_SSO: '#5e6ad2',
  NOTION_SSO: '#000000',
  TWITCH_SSO: '#9146ff',
  TRUE_CALLER_SSO: '#0087ff',
  SILENT_AUTH: '#00897b',
  DEVICE: '#455a64',
  OTAP: '#25d366',
  VOICE_APPROVAL: '#e65100',
  ONETAP: '#1a73e8',
  WEB_AUTHN: '#3b4252',
};

export function channelColor(channel: string): string {
  return CHANNEL_COLORS[channel as Channel] ?? DEFAULT_THEME_COLOR;
}

/** The provider's own privacy policy, on the provider host (spec §2 terms modal). */
export const PROVIDER_PRIVACY_PATH = '/privacy';
export const PROVIDER_NAME = 'Sesame';

/** spec §9: the default language code IN; the phone field starts with its country. */
export const DEFAULT_COUNTRY = { iso: 'IN', dialCode: '+91' } as const;

/** spec §3 "Browser storage keys" of the dismissal rules (contract/storageKeys). */
export const WIDGET_STORAGE_KEYS = {
  hideCount: HIDE_COUNT_KEY,
  collapsedUntil: COLLAPSED_UNTIL_KEY,
  oneTapHidden: ONE_TAP_HIDDEN_KEY,
} as const;

/** The name a channel button shows (proper names: the same in every language); never a raw code. */
export const CHANNEL_LABELS: Record<Channel, string> = {
  WHATSAPP: 'WhatsApp',
  GMAIL: 'Google',
  APPLE_EMAIL: 'Apple',
  EMAIL_LOGIN: 'Email',
  MAGIC_LINK: 'Email link',
  OTP: 'Email code',
  OTP_LINK: 'Email',
  MOBILE_LOGIN: 'Mobile',
  SMS: 'SMS',
  UPI: 'UPI',
  LINKEDIN_SSO: 'LinkedIn',
  MICROSOFT_SSO: 'Microsoft',
  FACEBOOK_SSO: 'Facebook',
  TWITTER: 'X (Twitter)',
  SLACK_SSO: 'Slack',
  DISCORD_SSO: 'Discord',
  LINE_SSO: 'LINE',
  LINEAR_SSO: 'Linear',
  NOTION_SSO: 'Notion',
  TWITCH_SSO: 'Twitch',
  GITHUB_SSO: 'GitHub',
  BITBUCKET_SSO: 'Bitbucket',
  ATLASSIAN_SSO: 'Atlassian',
  GITLAB_SSO: 'GitLab',
  TRUE_CALLER_SSO: 'Truecaller',
  SILENT_AUTH: 'Mobile network',
  DEVICE: 'This device',
  OTAP: 'WhatsApp one-tap',
  VOICE_APPROVAL: 'Voice call',
  ONETAP: 'One tap',
  WEB_AUTHN: 'Passkey',
};

export function channelLabel(channel: string): string {
  return CHANNEL_LABELS[channel as Channel] ?? channel;
}
