import { DEV_VOICE_PATHS } from '../../../contract/voice';
import type { App } from '../../apps/App';
import type { TwilioAccount } from '../../delivery/TwilioSmsSender';
import type { Services } from '../../Services';

/** The number the dev Twilio stand-in calls from (Twilio's own test number for a valid caller). */
const DEV_VOICE_FROM = '+15005550006';

/** The dev stand-in's account SID: "AC" and 32 hex digits, as Twilio's look. */
export const DEV_VOICE_ACCOUNT_SID = `AC${'5e5a3e'.padEnd(32, '0')}`;

/** The dev stand-in's auth token, derived from the server secret: it signs what the real route checks. */
export function devVoiceAuthToken(services: Services): string {
  return services.hasher.hash('dev-twilio-voice-auth-token', DEV_VOICE_ACCOUNT_SID);
}

/**
 * The Twilio account that places an app's approval calls, or what is missing for one: the app's
 * own Twilio account (its SMS options) with its number, else the TWILIO_* variables with
 * TWILIO_VOICE_FROM (or TWILIO_FROM). Dev mode without an account calls through the Twilio Voice
 * stand-in on the host itself (server/dev/voice), through the same adapter.
 */
export function voiceSettings(
  services: Services,
  app: Pick<App, 'options'>,
): { account: TwilioAccount | undefined; missing: string[] } {
  const own = app.options.sms ?? {};
  const env = services.config.channels;
  const apiUrl = env.twilioApiUrl;
  if (own.accountSid && own.authToken && own.from)
    return {
      account: { apiUrl, accountSid: own.accountSid, authToken: own.authToken, from: own.from },
      missing: [],
    };
  const from = env.twilioVoiceFrom ?? env.twilioFrom;
  const named = {
    TWILIO_ACCOUNT_SID: env.twilioAccountSid,
    TWILIO_AUTH_TOKEN: env.twilioAuthToken,
    'TWILIO_VOICE_FROM (or TWILIO_FROM)': from,
  };
  const missing = Object.entries(named)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (env.twilioAccountSid && env.twilioAuthToken && from)
    return {
      account: { apiUrl, accountSid: env.twilioAccountSid, authToken: env.twilioAuthToken, from },
      missing,
    };
  if (services.config.mode === 'dev') {
    const account: TwilioAccount = {
      apiUrl: `${services.issuer}${DEV_VOICE_PATHS.twilio}`,
      accountSid: DEV_VOICE_ACCOUNT_SID,
      authToken: devVoiceAuthToken(services),
      from: DEV_VOICE_FROM,
    };
    return { account, missing: [] };
  }
  return { account: undefined, missing };
}
