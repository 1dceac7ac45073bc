import type { AdminAppInput } from '../../contract/adminApps';
import type { App, SmsOptions, WhatsAppOptions } from '../apps/App';
import type { AppPatch } from '../apps/AppStore';

/**
 * The app's own messaging accounts (server/channels/providerSettings reads them before the
 * host's variables): each given value replaces the stored one, "" removes it, and a group left
 * empty goes. AppStore seals the credentials; the dashboard never reads them back.
 */
export function applyProviderSettings(app: App, patch: AppPatch, input: AdminAppInput): void {
  if (!input.sms && !input.whatsapp) return;
  const options = { ...(patch.options ?? app.options) };
  const merge = <T extends object>(stored: T | undefined, given: Record<string, string>): T | undefined => {
    const out: Record<string, unknown> = { ...stored };
    for (const [key, value] of Object.entries(given)) {
      if (value) out[key] = value;
      else delete out[key];
    }
    return Object.keys(out).length ? (out as T) : undefined;
  };
  if (input.sms) {
    const sms = merge<SmsOptions>(options.sms, input.sms);
    if (sms) options.sms = sms;
    else delete options.sms;
  }
  if (input.whatsapp) {
    const whatsapp = merge<WhatsAppOptions>(options.whatsapp, input.whatsapp);
    if (whatsapp) options.whatsapp = whatsapp;
    else delete options.whatsapp;
  }
  patch.options = options;
}
