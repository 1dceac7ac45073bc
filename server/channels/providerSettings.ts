import type { App } from '../apps/App';
import type { Msg91Account } from '../delivery/Msg91SmsSender';
import type { Services } from '../Services';

/** The approve template dev mode simulates when no Cloud API account is set. */
const DEV_WHATSAPP_APPROVE_TEMPLATE = 'sesame_signin_approve';

/** Dev mode's WhatsApp business number (a 555 test number): the demo app's, unless configured. */
export const DEV_WHATSAPP_NUMBER = '15550001234';

export interface WhatsAppSettings {
  businessNumber: string | undefined;
  /** Present only when the Cloud API can be called (phone-number id and access token both set). */
  cloud: { apiUrl: string; phoneNumberId: string; accessToken: string } | undefined;
  appSecret: string | undefined;
  verifyToken: string | undefined;
  template: string;
  /** The templates' language when the visitor's is not among `templateLanguages`. */
  templateLanguage: string;
  templateLanguages: readonly string[];
  /**
   * The approve template (code plus one-tap approve link); undefined: the authentication template,
   * code only. Dev mode without a Cloud API account simulates one, so the outbox shows the link.
   */
  approveTemplate: string | undefined;
}

export interface SmsSettings {
  twilio: { apiUrl: string; accountSid: string; authToken: string; from: string } | undefined;
  /** MSG91 (India): used when the app picks it (`sms.provider`) or has no Twilio account. */
  msg91: Msg91Account | undefined;
}

/**
 * An app's WhatsApp settings: its own options first, then the WHATSAPP_* variables. In dev mode
 * an app without a webhook secret gets one derived from the server secret, so the simulator can
 * sign what the real route checks; production has no such fallback.
 */
export function whatsappSettings(services: Services, app: Pick<App, 'id' | 'options'>): WhatsAppSettings {
  const own = app.options.whatsapp ?? {};
  const env = services.config.channels;
  const dev = services.config.mode === 'dev';
  const phoneNumberId = own.phoneNumberId ?? env.whatsappPhoneNumberId;
  const accessToken = own.accessToken ?? env.whatsappAccessToken;
  const cloud = phoneNumberId && accessToken;
  return {
    businessNumber:
      own.businessNumber ?? env.whatsappBusinessNumber ?? (dev ? DEV_WHATSAPP_NUMBER : undefined),
    cloud:
      phoneNumberId && accessToken ? { apiUrl: env.whatsappApiUrl, phoneNumberId, accessToken } : undefined,
    appSecret:
      own.appSecret ??
      env.whatsappAppSecret ??
      (dev ? services.hasher.hash('dev-whatsapp-app-secret', app.id) : undefined),
    verifyToken:
      own.verifyToken ??
      env.whatsappVerifyToken ??
      (dev ? services.hasher.hash('dev-whatsapp-verify-token', app.id) : undefined),
    template: own.template ?? env.whatsappTemplate,
    templateLanguage: own.templateLanguage ?? env.whatsappTemplateLanguage,
    templateLanguages: own.templateLanguages ?? env.whatsappTemplateLanguages,
    approveTemplate:
      own.approveTemplate ??
      env.whatsappApproveTemplate ??
      (dev && !cloud ? DEV_WHATSAPP_APPROVE_TEMPLATE : undefined),
  };
}

/** An app's SMS provider account: its own options first, then the TWILIO_* variables. */
export function smsSettings(services: Services, app: Pick<App, 'id' | 'options'>): SmsSettings {
  const own = app.options.sms ?? {};
  const env = services.config.channels;
  const accountSid = own.accountSid ?? env.twilioAccountSid;
  const authToken = own.authToken ?? env.twilioAuthToken;
  const from = own.from ?? env.twilioFrom;
  const authKey = own.msg91AuthKey ?? env.msg91AuthKey;
  const templateId = own.msg91TemplateId ?? env.msg91TemplateId;
  const twilio =
    accountSid && authToken && from ? { apiUrl: env.twilioApiUrl, accountSid, authToken, from } : undefined;
  const msg91 =
    authKey && templateId
      ? { apiUrl: env.msg91ApiUrl, authKey, templateId, sender: own.from ?? env.msg91Sender }
      : undefined;
  // One provider per app: its choice, else Twilio when both are set.
  if (own.provider === 'msg91' && msg91) return { twilio: undefined, msg91 };
  return { twilio, msg91: twilio ? undefined : msg91 };
}
