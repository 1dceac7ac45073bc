import { TRANSACTION_TTL_MS } from '../../../contract/constants';
import type { OtapOptions } from '../../apps/App';
import { OTAP_BUTTON_LABELS, otpTypeOf } from './otapSettings';

/**
 * The body a merchant posts to Meta to create the app's authentication template
 * (`POST /{WABA_ID}/message_templates`, docs/channels.md "WhatsApp one-tap"): Meta's fixed text with
 * the security line, the expiry footer, and one OTP button: ONE_TAP or ZERO_TAP with the Android
 * apps (package name and signature hash), or COPY_CODE when no app is named.
 */
export function otapTemplateDefinition(options: OtapOptions, language: string): Record<string, unknown> {
  const otpType = otpTypeOf(options);
  const button: Record<string, unknown> = {
    type: 'OTP',
    otp_type: otpType,
    text: OTAP_BUTTON_LABELS.COPY_CODE,
  };
  if (otpType !== 'COPY_CODE') {
    button.autofill_text = OTAP_BUTTON_LABELS[otpType];
    button.supported_apps = options.apps.map((a) => ({
      package_name: a.packageName,
      signature_hash: a.signatureHash,
    }));
  }
  if (otpType === 'ZERO_TAP') button.zero_tap_terms_accepted = true;
  return {
    name: options.template,
    language,
    category: 'AUTHENTICATION',
    message_send_ttl_seconds: TRANSACTION_TTL_MS / 1000,
    components: [
      { type: 'BODY', add_security_recommendation: true },
      { type: 'FOOTER', code_expiration_minutes: TRANSACTION_TTL_MS / 60_000 },
      { type: 'BUTTONS', buttons: [button] },
    ],
  };
}
