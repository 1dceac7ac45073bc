/**
 * The dashboard's API (docs/dashboard.md): paths, roles and the shapes both the host and the
 * dashboard's pages read. Plain types only.
 */
import type { ChannelConfigEntry, MerchantConfigResponse, UiConfig } from './wire';

/** The host's own app, through which administrators sign in to the dashboard. */
export const DASHBOARD_APP_ID = 'sesame-dashboard';
/** Where the host serves the dashboard. */
export const DASHBOARD_PATH = '/dashboard/';
/** How long an administrator's dashboard session lasts. */
export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60_000;

/** owner: everything, the team included; admin: apps and users; viewer: reads only. */
export const ADMIN_ROLES = ['owner', 'admin', 'viewer'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_API = {
  session: '/v1/admin/session',
  apps: '/v1/admin/apps',
  app: (id: string) => `/v1/admin/apps/${encodeURIComponent(id)}`,
  appSecret: (id: string) => `/v1/admin/apps/${encodeURIComponent(id)}/secret`,
  users: '/v1/admin/users',
  user: (id: string) => `/v1/admin/users/${encodeURIComponent(id)}`,
  userBlock: (id: string) => `/v1/admin/users/${encodeURIComponent(id)}/block`,
  userExport: (id: string) => `/v1/admin/users/${encodeURIComponent(id)}/export`,
  userSession: (id: string, session: string) =>
    `/v1/admin/users/${encodeURIComponent(id)}/sessions/${encodeURIComponent(session)}`,
  userPasskey: (id: string, passkey: string) =>
    `/v1/admin/users/${encodeURIComponent(id)}/passkeys/${encodeURIComponent(passkey)}`,
  funnel: '/v1/admin/funnel',
  deliveries: '/v1/admin/deliveries',
  team: '/v1/admin/team',
  teamMember: (id: string) => `/v1/admin/team/${encodeURIComponent(id)}`,
  audit: '/v1/admin/audit',
  appPreview: '/v1/admin/apps/preview',
  appSso: (id: string) => `/v1/admin/apps/${encodeURIComponent(id)}/sso`,
  appSsoProvider: (id: string, provider: string) =>
    `/v1/admin/apps/${encodeURIComponent(id)}/sso/${encodeURIComponent(provider)}`,
  appProviders: (id: string) => `/v1/admin/apps/${encodeURIComponent(id)}/providers`,
  appTestMessage: (id: string) => `/v1/admin/apps/${encodeURIComponent(id)}/test-message`,
  signingKey: '/v1/admin/signing-key',
  webhooks: (appId: string) => `/v1/admin/apps/${encodeURIComponent(appId)}/webhooks`,
  webhook: (appId: string, endpoint: string) =>
    `/v1/admin/apps/${encodeURIComponent(appId)}/webhooks/${encodeURIComponent(endpoint)}`,
  webhookResend: (appId: string, delivery: string) =>
    `/v1/admin/apps/${encodeURIComponent(appId)}/webhook-deliveries/${encodeURIComponent(delivery)}/resend`,
} as const;

export interface AdminMe {
  id: string;
  email: string;
  role: AdminRole;
}

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
    whatsapp?: Record<string, string>;
  };
  createdAt: string;
  updatedAt: string;
}

/** The switches of spec §3 "Merchant details" the dashboard sets. */
export interface AdminAppOptions {
  isWebauthnEnabled?: boolean;
  autoClick?: boolean;
  fom?: boolean;
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
  options?: AdminAppOptions;
}

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

export interface AdminUserSummary {
  id: string;
  appId: string;
  email?: string;
  mobile?: string;
  createdAt: string;
  blocked: boolean;
}

export interface AdminUserDetail extends AdminUserSummary {
  identities: { type: string; value: string; verifiedAt: string }[];
  sessions: { id: string; createdAt: string; expiresAt: string; revokedAt?: string; live: boolean }[];
  passkeys: { id: string; createdAt: string }[];
  signIns: { channel: string; device?: string; status: string; at: string }[];
}

export interface FunnelRow {
  day: string;
  appId: string;
  channel: string;
  started: number;
  delivered: number;
  completed: number;
  /** Milliseconds from start to completion, of the completed ones. */
  medianMs: number | null;
  p90Ms: number | null;
}

export interface FunnelReport {
  /** Widget impressions (spec §3 SDK events) per app and day: the "shown" step. */
  shown: { day: string; appId: string; count: number }[];
  rows: FunnelRow[];
  /** The returning visitor's one-tap offered (SDK_ONETAP_CREATED), per app and day: its "shown". */
  oneTapShown?: { day: string; appId: string; count: number }[];
}

/** The channel of the returning-visitor one-tap, a funnel of its own. */
export const ONETAP_CHANNEL = 'ONETAP';

export interface DeliveryRow {
  key: string;
  appId: string;
  channel: string;
  status: string;
  attempts: number;
  providerId?: string;
  /** Why the send failed: the provider's answer, a timeout, or channel_not_configured. */
  error?: string;
  createdAt: string;
  updatedAt: string;
}

export interface AuditEntry {
  id: string;
  adminEmail: string;
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
  at: string;
}

export interface TeamMember {
  id: string;
  email: string;
  role: AdminRole;
  createdAt: string;
}

/** The answer to adding a member: whether the invitation email went out. */
export interface AddedTeamMember extends TeamMember {
  invited: boolean;
}
