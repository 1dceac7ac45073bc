import type { SecretBox } from '../sso/SecretBox';
import type { AppOptions } from './App';

/**
 * The provider credentials an app may carry in its options (WhatsApp Cloud API, Twilio, MSG91):
 * docs/security.md "Production fails closed", 1: no secret sits in clear in any table. They are
 * sealed with SESAME_SECRET's SecretBox, bound to the app and the field, and opened on read.
 */
const SECRET_FIELDS = {
  whatsapp: ['accessToken', 'appSecret', 'verifyToken'],
  sms: ['authToken', 'msg91AuthKey'],
} as const;

/** What marks a sealed value in the stored JSON (a value written before sealing has none). */
const SEALED = 'sealed:';

type Transform = (value: string, context: string) => string;

function mapSecrets(appId: string, options: AppOptions, transform: Transform): AppOptions {
  const out: AppOptions = { ...options };
  for (const [group, fields] of Object.entries(SECRET_FIELDS) as [
    keyof typeof SECRET_FIELDS,
    readonly string[],
  ][]) {
    const settings = options[group] as Record<string, unknown> | undefined;
    if (!settings) continue;
    const copy: Record<string, unknown> = { ...settings };
    for (const field of fields) {
      const value = copy[field];
      if (typeof value === 'string' && value !== '')
        copy[field] = transform(value, `app-option:${appId}:${group}.${field}`);
    }
    (out as Record<string, unknown>)[group] = copy;
  }
  return out;
}

/** The options as stored: every provider credential sealed. */
export function sealAppOptions(box: SecretBox, appId: string, options: AppOptions): AppOptions {
  return mapSecrets(appId, options, (value, context) =>
    value.startsWith(SEALED) ? value : SEALED + box.seal(value, context),
  );
}

/** The options as used: sealed credentials opened (one sealed under another secret reads as unset). */
export function openAppOptions(box: SecretBox, appId: string, options: AppOptions): AppOptions {
  return mapSecrets(appId, options, (value, context) =>
    value.startsWith(SEALED) ? (box.open(value.slice(SEALED.length), context) ?? '') : value,
  );
}
