import { type AdminApp, SECRET_SETTING_KEYS } from '../../contract/adminApps';
import type { App } from '../apps/App';
import { redactSecrets } from '../cli/redactSecrets';

/** The messaging accounts with each credential as "[set]" (an MSG91 auth key has no telling name). */
function withoutCredentials(options: App['options']): App['options'] {
  const hide = (group: object | undefined) =>
    group &&
    Object.fromEntries(
      Object.entries(group).map(([key, value]) => [key, SECRET_SETTING_KEYS.includes(key) ? '[set]' : value]),
    );
  const out = { ...options };
  if (out.sms) out.sms = hide(out.sms);
  if (out.whatsapp) out.whatsapp = hide(out.whatsapp);
  return out;
}

/** An app as the dashboard sees it: provider credentials in its options shown only as "[set]". */
export function adminAppView(app: App): AdminApp {
  const view: AdminApp = {
    id: app.id,
    name: app.name,
    origins: app.origins,
    redirectUris: app.redirectUris,
    uiConfig: app.uiConfig,
    channelConfig: app.channelConfig,
    options: redactSecrets(withoutCredentials(app.options)) as AdminApp['options'],
    createdAt: new Date(app.createdAt).toISOString(),
    updatedAt: new Date(app.updatedAt).toISOString(),
  };
  if (app.logo) view.logo = app.logo;
  if (app.loginUri) view.loginUri = app.loginUri;
  return view;
}
