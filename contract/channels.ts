/** spec §3: channel codes. */
export const CHANNELS = [
  'WHATSAPP',
  'GMAIL',
  'APPLE_EMAIL',
  'EMAIL_LOGIN',
  'MOBILE_LOGIN',
  'MAGIC_LINK',
  'OTP',
  'OTP_LINK',
  'UPI',
  'LINKEDIN_SSO',
  'MICROSOFT_SSO',
  'ONETAP',
  'SMS',
  'FACEBOOK_SSO',
  'SLACK_SSO',
  'TWITTER',
  'DISCORD_SSO',
  'LINE_SSO',
  'LINEAR_SSO',
  'NOTION_SSO',
  'TWITCH_SSO',
  'GITHUB_SSO',
  'BITBUCKET_SSO',
  'ATLASSIAN_SSO',
  'GITLAB_SSO',
  'SILENT_AUTH',
  'DEVICE',
  'TRUE_CALLER_SSO',
  'OTAP',
  'VOICE_APPROVAL',
  'WEB_AUTHN',
] as const;
export type Channel = (typeof CHANNELS)[number];

export function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && (CHANNELS as readonly string[]).includes(value);
}

/** spec §3: mobile channels. */
export const MOBILE_CHANNELS: readonly string[] = ['WHATSAPP', 'MOBILE_LOGIN', 'SMS', 'TRUE_CALLER'];

/** Channels that deliver to an email address the user types. */
export const EMAIL_INPUT_CHANNELS = ['EMAIL_LOGIN', 'MAGIC_LINK', 'OTP', 'OTP_LINK'] as const;

/**
 * Channels a typed phone number can be sent through (spec §3 INPUT items of a MOBILE entry):
 * WhatsApp (business-initiated), the WhatsApp one-tap authentication template (OTAP), spec §4's
 * PHONE order (OTP link, OTP, magic link), SMS codes.
 */
export const PHONE_INPUT_CHANNELS = [
  'WHATSAPP',
  'OTAP',
  'OTP_LINK',
  'OTP',
  'MAGIC_LINK',
  'MOBILE_LOGIN',
  'SMS',
] as const;

/** spec §4: channel status values. INACTIVE, INIT and PENDING count as in progress. */
const CHANNEL_STATUSES = ['INACTIVE', 'INIT', 'PENDING', 'SUCCESS', 'FAILED'] as const;
export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];

/** spec §3: channel actions. */
export type ChannelAction = 'support' | 'oneTap' | 'auth';
/** spec §3: identifier types. */
export type IdentifierType = 'MOBILE' | 'EMAIL';
/** spec §3: merchant config UI types. */
export type UiType = 'SUPPORT' | 'FRESH' | 'PARTIAL' | 'ONETAP';

/** spec §3: SDK platforms. */
const SDK_PLATFORMS = [
  'WORDPRESS',
  'JS',
  'LINK',
  'ANDROID',
  'IOS',
  'SHOPIFY',
  'MAGENTO',
  'AUTHLINK',
  'WEBFLOW',
  'FLUTTER_WEB',
  'HEADLESS',
] as const;
export type SdkPlatform = (typeof SDK_PLATFORMS)[number];
