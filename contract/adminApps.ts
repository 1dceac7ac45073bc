/** The dashboard's app editing: the app, its settings, SSO, messaging, preview and test messages (docs/dashboard.md). */
import type { ChannelConfigEntry, MerchantConfigResponse, UiConfig } from './wire';

/** An app as the dashboard edits it: everything but the client secret. */
export interface AdminApp {
  id: string;
  name: string;
  logo?: string;
  origins: string[];
  loginUri?: string;
  redirectUris: string[];
  uiConfig: UiConfig;
  channelConfig: ChannelConfigEntry[];
  /** The switches, the language, and the messaging accounts with each credential as "[set]". */
  options: AdminAppOptions & {
    locale?: string;
    sms?: Record<string, string>;
    whatsapp?: Partial<Record<(typeof WHATSAPP_SETTING_KEYS)[number], string>> & { otap?: AdminOtap };
  };
  createdAt: string;
  updatedAt: string;
}

/** The switches of spec §3 "Merchant details" the dashboard sets. */
export interface AdminAppOptions {
  isWebauthnEnabled?: boolean;
  autoClick?: boolean;
  fom?: boolean;
  /** A support app: the channel buttons open a WhatsApp chat with the business number (uiType SUPPORT). */
  support?: boolean;
  isPopUpDisabled?: boolean;
  /** A public OpenID Connect client: no secret at the token endpoint, PKCE S256 required. */
  oidcPublic?: boolean;
  /** "" removes it. */
  supportEmail?: string;
}

/**
 * A create or an edit: the CLI's options plus the dashboard's switches. Strings "" remove an
 * optional value, as in `npm run apps -- edit`.
 */
export interface AdminAppInput {
  id?: string;
  name?: string;
  origins?: string[];
  loginUri?: string;
  redirectUris?: string[];
  channels?: string[];
  phoneChannels?: string[];
  logo?: string;
  privacyUrl?: string;
  tncUrl?: string;
  theme?: 'light' | 'dark';
  primaryColor?: string;
  layout?: 'left' | 'right' | 'center';
  watermark?: boolean;
  header?: string;
  /** The merchant's texts of spec §3 (limits in MERCHANT_TEXT_LIMITS); "" removes one. */
  description?: string;
  bottomLine?: string;
  announcement?: string;
  collapsedText?: string;
  /** The share button after sign-in (spec §2 share modal). */
  share?: boolean;
  /** spec §3 UI config `colors.text`: "" removes one. */
  headingColor?: string;
  bodyColor?: string;
  /** spec §3 UI config `collapsed.avatar`: the collapsed floater's picture ("" removes it). */
  collapsedAvatar?: string;
  /** spec §3 channel configuration: the identifier types every sign-in must verify. */
  mandatory?: ('EMAIL' | 'MOBILE')[];
  /** The app's language (docs/languages.md), a code of contract/i18n/locales.ts; "" removes it. */
  locale?: string;
  /** The app's own SMS account (docs/dashboard.md "Messaging"); absent keeps, "" removes a value. */
  sms?: Partial<Record<(typeof SMS_SETTING_KEYS)[number], string>>;
  /** The app's own WhatsApp Cloud API number; absent keeps, "" removes a value. */
  whatsapp?: Partial<Record<(typeof WHATSAPP_SETTING_KEYS)[number], string>>;
  /** The WhatsApp one-tap template (as `npm run apps -- otap`); null removes it. */
  otap?: AdminOtap | null;
  options?: AdminAppOptions;
}

/**
 * The WhatsApp one-tap channel's authentication template (docs/channels.md "WhatsApp one-tap"):
 * its name, the Android apps it autofills, and zero-tap.
 */
export interface AdminOtap {
  template: string;
  apps: { packageName: string; signatureHash: string }[];
  zeroTap?: boolean;
}

/**
 * The merchant's own texts the widget shows (spec §3 widget configuration, announcement bar,
 * collapsed state): their longest lengths, one for the apps tool and the dashboard.
 */
export const MERCHANT_TEXT_LIMITS = {
  header: 120,
  description: 200,
  bottomLine: 200,
  announcement: 120,
  collapsedText: 40,
} as const;
export type MerchantTextField = keyof typeof MERCHANT_TEXT_LIMITS;

/** The app's SMS settings the dashboard edits; the secret ones are write-only. */
export const SMS_SETTING_KEYS = [
  'provider',
  'accountSid',
  'authToken',
  'from',
  'msg91AuthKey',
  'msg91TemplateId',
] as const;
export const WHATSAPP_SETTING_KEYS = [
  'businessNumber',
  'phoneNumberId',
  'accessToken',
  'appSecret',
  'verifyToken',
  'template',
  'templateLanguage',
  'approveTemplate',
] as const;
/** Settings never sent back: the form shows only whether each is set. */
export const SECRET_SETTING_KEYS: readonly string[] = [
  'authToken',
  'msg91AuthKey',
  'accessToken',
  'appSecret',
  'verifyToken',
];

/** The app form as the live preview shows it: the edit, on the app (`id`) or on a new one. */
export interface AdminPreviewInput extends AdminAppInput {
  /** Values the host refused are left out of the preview; their messages come back in `invalid`. */
  id?: string;
}

export interface AdminPreview {
  config: MerchantConfigResponse;
  invalid: Record<string, string>;
}

/** One SSO provider of an app; the client secret is write-only. */
export interface AdminSsoProvider {
  channel: string;
  clientId: string;
  issuer?: string;
  /** The redirect URI to register at the provider. */
  callbackUrl: string;
}

export interface AdminSsoInput {
  clientId: string;
  clientSecret: string;
  /** An OpenID Connect issuer, for a provider the host discovers. */
  issuer?: string;
}

/** Which message channels of an app can send, and from where their settings come (never a secret). */
export interface AdminProviderStatus {
  channel: TestMessageChannel;
  configured: boolean;
  /** `app`: the app's own settings; `host`: the host's environment; `dev outbox`: dev mode only. */
  source: 'app' | 'host' | 'dev outbox' | 'none';
  /** The provider's name and non-secret settings (sender, business number). */
  detail?: string;
}

export const TEST_MESSAGE_CHANNELS = ['EMAIL', 'SMS', 'WHATSAPP'] as const;
export type TestMessageChannel = (typeof TEST_MESSAGE_CHANNELS)[number];

/** What the "send me a test message" button sends. */
export const TEST_MESSAGE_TEXT = (appName: string) =>
  `This is a test message from Sesame for ${appName}: its messages reach you.`;

/** The answer to a test message: the delivery row it wrote (docs/dashboard.md "Deliveries"). */
export interface TestMessageResult {
  status: 'sent' | 'failed';
  error?: string;
}

export interface RotatedSigningKey {
  kid: string;
  signsFrom: string;
}
