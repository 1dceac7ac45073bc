import type { AdminProviderStatus } from '../../contract/adminApps';
import type { App } from '../apps/App';
import { smsSettings, whatsappSettings } from '../channels/providerSettings';
import type { Services } from '../Services';

/**
 * Which message channels can send for an app and where their settings come from: the app's own
 * options (set in the dashboard's form), the host's environment, or dev mode's outbox. No secret.
 */
export function providerStatus(services: Services, app: App): AdminProviderStatus[] {
  const dev = services.config.mode === 'dev';
  const fallback = dev ? ('dev outbox' as const) : ('none' as const);
  const sms = smsSettings(services, app);
  const own = app.options.sms ?? {};
  const smsOwn = sms.msg91 ? !!own.msg91AuthKey : !!own.accountSid;
  const whatsapp = whatsappSettings(services, app);
  const whatsappOwn = !!app.options.whatsapp?.phoneNumberId;
  const smsProvider = sms.msg91 ? 'MSG91' : sms.twilio ? 'Twilio' : undefined;
  return [
    {
      channel: 'EMAIL',
      configured: !!services.delivery,
      source: services.config.smtpUrl ? 'host' : services.delivery ? fallback : 'none',
      ...(services.config.smtpUrl ? { detail: 'SMTP (SMTP_URL)' } : {}),
    },
    {
      channel: 'SMS',
      configured: !!smsProvider || dev,
      source: smsProvider ? (smsOwn ? 'app' : 'host') : fallback,
      ...(smsProvider
        ? { detail: `${smsProvider}${sms.twilio?.from ? `, from ${sms.twilio.from}` : ''}` }
        : {}),
    },
    {
      channel: 'WHATSAPP',
      configured: !!whatsapp.cloud || dev,
      source: whatsapp.cloud ? (whatsappOwn ? 'app' : 'host') : fallback,
      ...(whatsapp.businessNumber ? { detail: `business number +${whatsapp.businessNumber}` } : {}),
    },
  ];
}
