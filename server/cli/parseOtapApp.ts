import type { OtapOptions } from '../apps/App';
import { usageError } from './CliError';

/** Meta's limits on an authentication template's `supported_apps`. */
const OTAP_MAX_APPS = 5;
const PACKAGE_NAME_MAX = 224;
/** An Android application id: two or more dot-separated names, each starting with a letter. */
const PACKAGE_NAME = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;
/** The app signature hash: 11 characters of base64 (the otpHash of spec §5). */
const SIGNATURE_HASH = /^[A-Za-z0-9+/]{11}$/;
/** A template name as Meta takes it: lower case, digits and underscores. */
const TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;

/** `--app PACKAGE:SIGNATURE_HASH`, e.g. `com.example.shop:K8a/AINcGX7`. */
export function parseOtapApp(value: string): OtapOptions['apps'][number] {
  const at = value.lastIndexOf(':');
  const packageName = at < 0 ? value : value.slice(0, at);
  const signatureHash = at < 0 ? '' : value.slice(at + 1);
  if (packageName.length > PACKAGE_NAME_MAX || !PACKAGE_NAME.test(packageName))
    throw usageError(
      `--app "${value}": "${packageName}" is not an Android package name (such as com.example.shop)`,
    );
  if (!SIGNATURE_HASH.test(signatureHash))
    throw usageError(
      `--app "${value}" needs the app's signature hash after the colon: 11 characters of base64 (such as K8a/AINcGX7)`,
    );
  return { packageName, signatureHash };
}

export function parseOtapTemplate(value: string): string {
  if (!TEMPLATE_NAME.test(value))
    throw usageError(`--template "${value}" must be the template's name: lower-case letters, digits and _`);
  return value;
}

/** The apps of one template: at most five, each package once. */
export function checkOtapApps(apps: OtapOptions['apps']): OtapOptions['apps'] {
  if (apps.length > OTAP_MAX_APPS) throw usageError(`At most ${OTAP_MAX_APPS} --app per template`);
  const names = new Set(apps.map((a) => a.packageName));
  if (names.size !== apps.length) throw usageError('Each --app package name once');
  return apps;
}

/** One template's settings, as stored: zero-tap needs an Android app to hand the code to. */
export function otapSetting(template: string, apps: OtapOptions['apps'], zeroTap: boolean): OtapOptions {
  const otap: OtapOptions = { template: parseOtapTemplate(template), apps: checkOtapApps(apps) };
  if (zeroTap) otap.zeroTap = true;
  if (otap.zeroTap && !otap.apps.length)
    throw usageError('--zero-tap needs at least one --app PACKAGE:SIGNATURE_HASH');
  return otap;
}
