import type { App, OtapOptions } from '../../apps/App';
import type { Services } from '../../Services';
import { whatsappSettings } from '../providerSettings';

/** The template dev mode simulates when an app has named none (a copy-code one: no app). */
const DEV_OTAP_TEMPLATE = 'sesame_signin_onetap';

/** Meta's button kinds of an authentication template (`otp_type`). */
export type OtpType = 'COPY_CODE' | 'ONE_TAP' | 'ZERO_TAP';

/** What the phone shows on the message: Meta's autofill button, or its copy-code fallback. */
export const OTAP_BUTTON_LABELS: Record<OtpType, string> = {
  COPY_CODE: 'Copy code',
  ONE_TAP: 'Autofill',
  ZERO_TAP: 'Autofill',
};

export interface OtapSettings {
  template: string;
  otpType: OtpType;
  apps: OtapOptions['apps'];
  /** The settings production still lacks, in words an operator can act on; empty when none. */
  missing: string[];
}

/** The button kind a template is registered with: copy code when no Android app is named. */
export function otpTypeOf(options: Pick<OtapOptions, 'apps' | 'zeroTap'>): OtpType {
  if (!options.apps.length) return 'COPY_CODE';
  return options.zeroTap ? 'ZERO_TAP' : 'ONE_TAP';
}

/**
 * An app's WhatsApp one-tap settings (docs/channels.md "WhatsApp one-tap"): its own template, sent
 * through the app's WhatsApp Cloud API account. Dev mode without a template simulates a
 * copy-code one, so the channel can be tried in the WhatsApp simulator.
 */
export function otapSettings(services: Services, app: Pick<App, 'id' | 'options'>): OtapSettings {
  const own = app.options.whatsapp?.otap;
  const dev = services.config.mode === 'dev';
  const missing: string[] = [];
  if (!whatsappSettings(services, app).cloud)
    missing.push('WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN');
  if (!own) missing.push(`its authentication template (\`npm run apps -- otap ${app.id} --template NAME\`)`);
  const options = own ?? { template: DEV_OTAP_TEMPLATE, apps: [] };
  return {
    template: options.template,
    otpType: otpTypeOf(options),
    apps: options.apps,
    missing: dev ? [] : missing,
  };
}
