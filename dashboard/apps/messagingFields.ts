import type { SMS_SETTING_KEYS, WHATSAPP_SETTING_KEYS } from '../../contract/adminApps';

type SmsKey = (typeof SMS_SETTING_KEYS)[number];
type WhatsAppKey = (typeof WHATSAPP_SETTING_KEYS)[number];

/** The app's own messaging settings in the form, in the order shown, with what each one is. */
export const SMS_FIELDS: { key: SmsKey; label: string; hint?: string }[] = [
  { key: 'provider', label: 'SMS provider', hint: 'Which account sends when both are set.' },
  { key: 'accountSid', label: 'Twilio account SID' },
  { key: 'authToken', label: 'Twilio auth token' },
  { key: 'from', label: 'Sender', hint: '+E.164 number or an alphanumeric id of up to 11 characters.' },
  { key: 'msg91AuthKey', label: 'MSG91 auth key' },
  { key: 'msg91TemplateId', label: 'MSG91 DLT template id' },
];
export const WHATSAPP_FIELDS: { key: WhatsAppKey; label: string; hint?: string }[] = [
  {
    key: 'businessNumber',
    label: 'Business number',
    hint: 'Digits with the country code, e.g. 15550001234.',
  },
  { key: 'phoneNumberId', label: 'Cloud API phone number id' },
  { key: 'accessToken', label: 'Cloud API access token' },
  { key: 'appSecret', label: 'Meta app secret', hint: 'Checks the webhook’s signature.' },
  { key: 'verifyToken', label: 'Webhook verify token' },
  { key: 'template', label: 'Authentication template' },
  { key: 'templateLanguage', label: 'Template language', hint: 'e.g. en_US.' },
  { key: 'approveTemplate', label: 'Approve template (code and one-tap link)' },
];
