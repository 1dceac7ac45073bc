import type { AdminApp } from '../../contract/admin';
import type { App } from '../apps/App';
import { redactSecrets } from '../cli/redactSecrets';

/** An app as the dashboard sees it: provider credentials in its options shown only as "[set]". */
export function adminAppView(app: App): AdminApp {
  const view: AdminApp = {
    id: app.id,
    name: app.name,
    origins: app.origins,
    redirectUris: app.redirectUris,
    uiConfig: app.uiConfig,
    channelConfig: app.channelConfig,
    options: redactSecrets(app.options) as AdminApp['options'],
    createdAt: new Date(app.createdAt).toISOString(),
    updatedAt: new Date(app.updatedAt).toISOString(),
  };
  if (app.logo) view.logo = app.logo;
  if (app.loginUri) view.loginUri = app.loginUri;
  return view;
}
