import { CHANNELS, type Channel, EMAIL_INPUT_CHANNELS } from '../../contract/channels';
import { isSsoChannel } from '../../contract/sso';
import { channelLabel } from '../../contract/widget';
import type { App } from '../apps/App';
import type { Services } from '../Services';
import { smsSettings, whatsappSettings } from './providerSettings';
import { silentAuthSettings } from './silentauth/silentAuthSettings';
import { truecallerSettings } from './truecaller/truecallerSettings';
import { upiSettings } from './upi/upiSettings';
import { voiceSettings } from './voice/voiceSettings';
import { otapSettings } from './whatsapp/otapSettings';

/**
 * spec §3 channel codes this host has no driver for: they cannot be turned on and are never
 * offered (docs/channels.md "Which channels a host offers").
 */
export const UNBUILT_CHANNELS: ReadonlySet<Channel> = new Set<Channel>(['DEVICE']);

/**
 * DEVICE is not a channel of its own here: the spec names it without defining it, and the device
 * mechanism this host has, a device-bound key for returning visitors, is ONETAP's (docs/channels.md
 * "This device (DEVICE)").
 */
const DEVICE_REFUSAL =
  'This device (DEVICE) is not a separate channel on this host: a returning visitor signs in again with the key this browser holds through One tap (ONETAP), so turn that on instead';

/** Every channel code a host can run (with its provider settings in production). */
export const BUILT_CHANNELS: readonly Channel[] = CHANNELS.filter((c) => !UNBUILT_CHANNELS.has(c));

/** How a configured channel is used: a button (or the email field), or a typed phone number's channel. */
export type ChannelUse = 'button' | 'phone';

/** Ready, or why not, in words an operator can act on (the setting that is missing). */
export type Readiness = { ready: true } | { ready: false; reason: string };

const READY: Readiness = { ready: true };

/**
 * Whether this host can run a channel for an app (never a dead button): a channel not
 * built never; in dev mode every built one (simulators, dev outbox, stand-in identity provider);
 * in production only with its provider's settings, from the app's options or the environment.
 */
export async function channelReadiness(
  services: Services,
  app: Pick<App, 'id' | 'options'>,
  channel: Channel,
  use: ChannelUse,
): Promise<Readiness> {
  const label = channelLabel(channel);
  const name = label === channel ? channel : `${label} (${channel})`;
  if (channel === 'DEVICE') return { ready: false, reason: DEVICE_REFUSAL };
  if (UNBUILT_CHANNELS.has(channel))
    return { ready: false, reason: `${name} is not built on this host, so it cannot be turned on` };
  if (services.config.mode === 'dev') return READY;
  const missing = await missingSettings(services, app, channel, use);
  if (!missing) return READY;
  const as = use === 'phone' ? ' for a typed phone number' : '';
  return { ready: false, reason: `${name}${as} needs ${missing} in production` };
}

async function missingSettings(
  services: Services,
  app: Pick<App, 'id' | 'options'>,
  channel: Channel,
  use: ChannelUse,
): Promise<string | undefined> {
  if (isSsoChannel(channel)) {
    if (await services.ssoCredentials.get(app.id, channel)) return undefined;
    return `the provider's credentials (\`npm run apps -- sso ${app.id} --set ${channel}:CLIENT_ID:SECRET\`)`;
  }
  switch (channel) {
    case 'WEB_AUTHN':
      return undefined;
    case 'WHATSAPP':
      return use === 'phone' ? whatsappCloudMissing(services, app) : whatsappWebhookMissing(services, app);
    case 'SILENT_AUTH':
      return names(silentAuthSettings(services).missing);
    case 'VOICE_APPROVAL':
      return names(voiceSettings(services, app).missing);
    case 'OTAP':
      return names(otapSettings(services, app).missing);
    case 'TRUE_CALLER_SSO':
      return names(truecallerSettings(services).missing);
    case 'UPI':
      return names(upiSettings(services).missing);
    case 'MOBILE_LOGIN':
    case 'SMS':
      return smsMissing(services, app);
  }
  if ((EMAIL_INPUT_CHANNELS as readonly string[]).includes(channel))
    return use === 'phone' ? smsMissing(services, app) : services.config.smtpUrl ? undefined : 'SMTP_URL';
  return undefined;
}

function smsMissing(services: Services, app: Pick<App, 'id' | 'options'>): string | undefined {
  const { twilio, msg91 } = smsSettings(services, app);
  if (twilio || msg91) return undefined;
  return 'an SMS provider: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, or MSG91_AUTH_KEY and MSG91_TEMPLATE_ID';
}

/** User-initiated WhatsApp: the number users message, and the webhook's two secrets. */
function whatsappWebhookMissing(services: Services, app: Pick<App, 'id' | 'options'>): string | undefined {
  const settings = whatsappSettings(services, app);
  return names([
    ...(settings.businessNumber ? [] : ['WHATSAPP_BUSINESS_NUMBER']),
    ...(settings.appSecret ? [] : ['WHATSAPP_APP_SECRET']),
    ...(settings.verifyToken ? [] : ['WHATSAPP_VERIFY_TOKEN']),
  ]);
}

/** Business-initiated WhatsApp (a typed number): the Cloud API account that sends the template. */
function whatsappCloudMissing(services: Services, app: Pick<App, 'id' | 'options'>): string | undefined {
  if (whatsappSettings(services, app).cloud) return undefined;
  return 'WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN';
}

/** "A", "A and B", "A, B and C"; undefined when nothing is missing. */
function names(list: readonly string[]): string | undefined {
  if (!list.length) return undefined;
  return list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
}
