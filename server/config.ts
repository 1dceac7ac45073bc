import { STATUS_STREAM_MAX_OPEN } from '../contract/channelConstants';
import { DELIVERY_FALLBACK_AFTER_MS } from '../contract/deliveryFallback';
import { CAMARA_DEFAULT_SCOPE } from '../contract/silentAuth';
import { type TruecallerDefaults, truecallerDefaults } from './channels/truecaller/truecallerSettings';
import { type CashfreeDefaults, cashfreeDefaults } from './channels/upi/cashfreeDefaults';

/**
 * Every environment variable the provider host reads, parsed in one place.
 * docs/configuration.md lists the same variables.
 */
export interface Config {
  mode: 'dev' | 'production';
  port: number;
  host: string;
  /** The host's public origin: the issuer of ID tokens and the base of links in messages. */
  publicUrl: string;
  /** Whether PUBLIC_URL was set (production refuses to start without it: checkProductionConfig). */
  publicUrlSet: boolean;
  /** PostgreSQL connection string; SQLite is used when absent. */
  databaseUrl: string | undefined;
  sqlitePath: string;
  /** Server secret for HMAC of codes, tokens and states. */
  secret: string | undefined;
  /** The secret before the last rotation: signing keys sealed under it are re-sealed at start. */
  previousSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Put before every Redis key and channel, so deployments (or test runs) can share one Redis. */
  redisPrefix: string;
  /**
   * Multiplies every per-client limit of contract/clientLimits.ts (CLIENT_LIMITS_FACTOR, default
   * 1): load tests raise it; production keeps 1.
   */
  clientLimitsFactor: number;
  /** Live status streams one instance holds open at most (STATUS_STREAM_MAX_OPEN overrides). */
  statusStreamMaxOpen: number;
  logLevel: string;
  trustProxy: boolean;
  /**
   * On SIGTERM, how long the host keeps answering (with `Connection: close`, `/readyz` 503)
   * before it stops accepting: the time a load balancer needs to stop sending to it.
   */
  shutdownGraceMs: number;
  /** Client secret of the seeded demo app (dev mode only). */
  demoClientSecret: string;
  /** Where the built widget lives. */
  distDir: string;
  /** A MaxMind-format (.mmdb) city or country database: approval pages show a coarse location. */
  geoipDb: string | undefined;
  /** WhatsApp Cloud API and SMS provider defaults for apps that set none (server/channels/providerSettings). */
  channels: ChannelDefaults;
}

/** Provider settings from the environment; an app's own options take precedence. Secrets are never logged. */
export interface ChannelDefaults {
  whatsappApiUrl: string;
  whatsappBusinessNumber: string | undefined;
  whatsappPhoneNumberId: string | undefined;
  whatsappAccessToken: string | undefined;
  whatsappAppSecret: string | undefined;
  whatsappVerifyToken: string | undefined;
  whatsappTemplate: string;
  whatsappTemplateLanguage: string;
  /** The languages (Meta codes) the templates are approved in besides it: visitors get theirs (docs/languages.md). */
  whatsappTemplateLanguages: string[];
  /** Utility template with the code and an approve button (URL suffix = link token); unset: code only. */
  whatsappApproveTemplate: string | undefined;
  twilioApiUrl: string;
  twilioAccountSid: string | undefined;
  twilioAuthToken: string | undefined;
  twilioFrom: string | undefined;
  /** The voice-capable number approval calls come from (TWILIO_VOICE_FROM; else TWILIO_FROM). */
  twilioVoiceFrom: string | undefined;
  /** How long a message may stay undelivered before the next channel is offered (DELIVERY_FALLBACK_AFTER_S). */
  deliveryFallbackAfterMs: number;
  /** MSG91 (India), used when no Twilio account is set. */
  msg91ApiUrl: string;
  msg91AuthKey: string | undefined;
  msg91TemplateId: string | undefined;
  msg91Sender: string | undefined;
  /** ISO 3166 codes SMS may go to when an app sets no list of its own. */
  smsCountries: string[];
  /** Silent network authentication: the operator's CAMARA Number Verification (docs/channels.md). */
  camara: CamaraDefaults;
  /** Truecaller's mobile-web verification (docs/channels.md "Truecaller"). */
  truecaller: TruecallerDefaults;
  /** UPI sign-in: Cashfree's reverse penny drop (docs/channels.md "UPI"). */
  cashfree: CashfreeDefaults;
}

/** The operator's (or aggregator's) OAuth endpoints, Number Verification base and client. */
export interface CamaraDefaults {
  authorizeUrl: string | undefined;
  tokenUrl: string | undefined;
  /** e.g. `https://api.operator.example/number-verification/v1`; `/verify` is appended. */
  apiUrl: string | undefined;
  clientId: string | undefined;
  clientSecret: string | undefined;
  scope: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = env.SESAME_MODE === 'production' || env.NODE_ENV === 'production' ? 'production' : 'dev';
  const port = parsePort(env.PORT ?? '8787');
  const host = env.HOST ?? (mode === 'dev' ? '127.0.0.1' : '0.0.0.0');
  const publicUrl = trimSlash(env.PUBLIC_URL || `http://localhost:${port}`);
  return {
    mode,
    port,
    host,
    publicUrl,
    publicUrlSet: Boolean(env.PUBLIC_URL),
    databaseUrl: env.DATABASE_URL || undefined,
    sqlitePath: env.SQLITE_PATH ?? 'data/sesame.db',
    secret: env.SESAME_SECRET || undefined,
    previousSecret: env.SESAME_SECRET_PREVIOUS || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Sesame <no-reply@localhost>',
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX ?? 'sesame:',
    clientLimitsFactor: parseCount(env.CLIENT_LIMITS_FACTOR, 1, 'CLIENT_LIMITS_FACTOR'),
    statusStreamMaxOpen: parseCount(
      env.STATUS_STREAM_MAX_OPEN,
      STATUS_STREAM_MAX_OPEN,
      'STATUS_STREAM_MAX_OPEN',
    ),
    logLevel: env.LOG_LEVEL ?? (mode === 'dev' ? 'info' : 'info'),
    trustProxy: env.TRUST_PROXY === 'true',
    shutdownGraceMs: Number(env.SHUTDOWN_GRACE_MS ?? (mode === 'production' ? 5000 : 0)) || 0,
    demoClientSecret: env.DEMO_CLIENT_SECRET ?? 'demo-secret',
    distDir: env.SESAME_DIST ?? 'dist',
    geoipDb: env.GEOIP_DB || undefined,
    channels: {
      whatsappApiUrl: trimSlash(env.WHATSAPP_API_URL ?? 'https://graph.facebook.com/v21.0'),
      whatsappBusinessNumber: env.WHATSAPP_BUSINESS_NUMBER || undefined,
      whatsappPhoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID || undefined,
      whatsappAccessToken: env.WHATSAPP_ACCESS_TOKEN || undefined,
      whatsappAppSecret: env.WHATSAPP_APP_SECRET || undefined,
      whatsappVerifyToken: env.WHATSAPP_VERIFY_TOKEN || undefined,
      whatsappTemplate: env.WHATSAPP_TEMPLATE ?? 'sesame_signin_code',
      whatsappTemplateLanguage: env.WHATSAPP_TEMPLATE_LANGUAGE ?? 'en_US',
      whatsappTemplateLanguages: (env.WHATSAPP_TEMPLATE_LANGUAGES ?? '')
        .split(',')
        .map((code) => code.trim())
        .filter((code) => code !== ''),
      whatsappApproveTemplate: env.WHATSAPP_APPROVE_TEMPLATE || undefined,
      twilioApiUrl: trimSlash(env.TWILIO_API_URL ?? 'https://api.twilio.com'),
      twilioAccountSid: env.TWILIO_ACCOUNT_SID || undefined,
      twilioAuthToken: env.TWILIO_AUTH_TOKEN || undefined,
      twilioFrom: env.TWILIO_FROM || undefined,
      twilioVoiceFrom: env.TWILIO_VOICE_FROM || undefined,
      deliveryFallbackAfterMs: Number(env.DELIVERY_FALLBACK_AFTER_S) * 1000 || DELIVERY_FALLBACK_AFTER_MS,
      msg91ApiUrl: trimSlash(env.MSG91_API_URL ?? 'https://control.msg91.com'),
      msg91AuthKey: env.MSG91_AUTH_KEY || undefined,
      msg91TemplateId: env.MSG91_TEMPLATE_ID || undefined,
      msg91Sender: env.MSG91_SENDER || undefined,
      smsCountries: (env.SMS_COUNTRIES ?? '')
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
      camara: {
        authorizeUrl: env.CAMARA_AUTHORIZE_URL || undefined,
        tokenUrl: env.CAMARA_TOKEN_URL || undefined,
        apiUrl: env.CAMARA_API_URL ? trimSlash(env.CAMARA_API_URL) : undefined,
        clientId: env.CAMARA_CLIENT_ID || undefined,
        clientSecret: env.CAMARA_CLIENT_SECRET || undefined,
        scope: env.CAMARA_SCOPE || CAMARA_DEFAULT_SCOPE,
      },
      truecaller: truecallerDefaults(env),
      cashfree: cashfreeDefaults(env),
    },
  };
}

function parsePort(raw: string): number {
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new TypeError(`PORT must be a port number, got "${raw}"`);
  return port;
}

function parseCount(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1)
    throw new TypeError(`${name} must be a positive integer, got "${raw}"`);
  return count;
}

function trimSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
