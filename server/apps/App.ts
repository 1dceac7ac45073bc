import type { ChannelConfigEntry, UiConfig } from '../../contract/wire';

/** Per-app settings that are not part of the spec's config shapes. */
export interface AppOptions {
  /** The provider's own privacy policy, shown when the merchant gave no links (spec §2). */
  privacyPolicyUrl?: string;
  isPopUpDisabled?: boolean;
  autoClick?: boolean;
  fom?: boolean;
  /**
   * A support app (spec §3 UI type SUPPORT): its channel buttons take the "support" action of
   * spec §4, a WhatsApp chat with the app's business number, instead of signing in.
   */
  support?: boolean;
  isWebauthnEnabled?: boolean;
  supportEmail?: string;
  /**
   * The app's language (docs/languages.md): what its visitors get when their page names none,
   * before their browser's. Unset: the browser's.
   */
  locale?: string;
  /** ISO 3166 codes of the app's own country list (the phone input's choices). */
  countries?: string[];
  /** Where SMS may go (docs/security.md "Codes"); default: the app's own country list. */
  smsCountries?: string[];
  /** WhatsApp Cloud API of the app's business number; unset fields fall back to WHATSAPP_* variables. */
  whatsapp?: WhatsAppOptions;
  /** The SMS provider account; unset fields fall back to TWILIO_* variables. */
  sms?: SmsOptions;
  /**
   * OpenID Connect (docs/oidc.md "Public clients"): the app signs in from a single-page or
   * native app that cannot keep a secret, so its token requests carry none and PKCE S256 is
   * required. Unset: a confidential client authenticating with its secret.
   */
  oidcPublic?: boolean;
}

export interface WhatsAppOptions {
  /** The business number users message, digits with country code ("15550001234"). */
  businessNumber?: string;
  phoneNumberId?: string;
  accessToken?: string;
  /** Meta app secret: the key of `X-Hub-Signature-256`. */
  appSecret?: string;
  /** Answered back in the webhook verification GET (`hub.verify_token`). */
  verifyToken?: string;
  /** The approved authentication template (copy-code button) for business-initiated codes. */
  template?: string;
  templateLanguage?: string;
  /** Meta language codes the templates are also approved in; a visitor in one of them gets it. */
  templateLanguages?: string[];
  /**
   * A utility template with the code in its body and a URL button whose dynamic suffix is the
   * sign-in link's token (`https://SESAME_HOST/l/{{1}}`): the user approves with one tap.
   */
  approveTemplate?: string;
  /** The WhatsApp one-tap channel (OTAP): its authentication template and the Android apps it autofills. */
  otap?: OtapOptions;
}

/**
 * An authentication template with a one-tap autofill (or zero-tap) button (docs/channels.md
 * "WhatsApp one-tap"): Meta delivers the code to the named Android apps; elsewhere the button
 * copies the code. Without apps the template is a copy-code one.
 */
export interface OtapOptions {
  /** The template's name as approved by Meta. */
  template: string;
  /** Android apps: package name and the 11-character app signature hash (the otpHash of spec §5). */
  apps: { packageName: string; signatureHash: string }[];
  /** ZERO_TAP: the code is handed to the app without a tap (the app accepted Meta's zero-tap terms). */
  zeroTap?: boolean;
}

export interface SmsOptions {
  provider?: 'twilio' | 'msg91';
  /** MSG91: the auth key and the DLT flow template whose `content` / `otp` variables get the text. */
  msg91AuthKey?: string;
  msg91TemplateId?: string;
  accountSid?: string;
  authToken?: string;
  /** Sender number or alphanumeric id. */
  from?: string;
}

/** A merchant's app (spec §3 "Merchant details", "UI config", "Channel (configuration)"). */
export interface App {
  id: string;
  clientId: string;
  name: string;
  logo: string | undefined;
  /** Exact origins allowed to embed the widget and call the API (docs/security.md). */
  origins: string[];
  loginUri: string | undefined;
  redirectUris: string[];
  uiConfig: UiConfig;
  channelConfig: ChannelConfigEntry[];
  options: AppOptions;
  createdAt: number;
  updatedAt: number;
}
