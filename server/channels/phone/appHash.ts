import { OTP_HASH_LENGTH } from '../../../contract/nativeBridge';
import type { App } from '../../apps/App';
import { SesameError } from '../../errors/SesameError';
import type { Services } from '../../Services';
import { OTAP_BUTTON_LABELS, otapSettings } from '../whatsapp/otapSettings';

/** Android's app hash: 11 characters of base64 (the SMS Retriever tooling prints it so). */
const APP_HASH = new RegExp(`^[A-Za-z0-9+/]{${OTP_HASH_LENGTH}}$`);

/**
 * The intent's `otpHash` (spec §5: the first 11 characters of the native Android app's signature),
 * checked: none when absent; a malformed one is refused, since it would land in the SMS.
 */
export function appHashOf(otpHash: string | undefined): string | undefined {
  if (otpHash === undefined || otpHash === '') return undefined;
  if (!APP_HASH.test(otpHash))
    throw new SesameError('invalid_request', {
      details: { otpHash: 'otpHash must be the 11-character app hash (letters, digits, + and /).' },
    });
  return otpHash;
}

/**
 * A WhatsApp code asked for from inside one of the app's Android apps named in its one-tap
 * template (its otpHash is that app's signature hash) goes as the one-tap template, so the
 * app gets the code with a tap, or none with zero-tap (bridge call 45); elsewhere, undefined.
 */
export function oneTapTemplateFor(
  services: Services,
  app: Pick<App, 'id' | 'options'>,
  appHash: string | undefined,
): { name: string; button: string } | undefined {
  if (!appHash) return undefined;
  const settings = otapSettings(services, app);
  if (settings.missing.length || !settings.apps.some((entry) => entry.signatureHash === appHash))
    return undefined;
  return { name: settings.template, button: OTAP_BUTTON_LABELS[settings.otpType] };
}
