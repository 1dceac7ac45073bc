import type { AdminAppInput } from '../../contract/adminApps';
import type { App } from '../apps/App';
import type { AppPatch } from '../apps/AppStore';
import { otapSetting, parseOtapApp } from '../cli/parseOtapApp';
import { checked } from './checked';

/**
 * The WhatsApp one-tap template from the dashboard's messaging section, through the apps tool's
 * `otap` checks (template name, PACKAGE:SIGNATURE_HASH apps, zero-tap needs an app); null removes it.
 */
export function applyOtap(app: App, patch: AppPatch, input: AdminAppInput): void {
  if (input.otap === undefined) return;
  const options = { ...(patch.options ?? app.options) };
  const { otap: _was, ...whatsapp } = options.whatsapp ?? {};
  if (input.otap) {
    const { template, apps, zeroTap } = input.otap;
    const parsed = apps.map((a) =>
      checked('otap', () => parseOtapApp(`${a.packageName}:${a.signatureHash}`)),
    );
    options.whatsapp = { ...whatsapp, otap: checked('otap', () => otapSetting(template, parsed, !!zeroTap)) };
  } else if (Object.keys(whatsapp).length) options.whatsapp = whatsapp;
  else delete options.whatsapp;
  patch.options = options;
}
