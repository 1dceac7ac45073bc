import type { SecretBox } from '../sso/SecretBox';
import type { App } from './App';
import type { AppRow } from './AppStore';
import { openAppOptions } from './appOptionSecrets';

/** An app as the host uses it, from its row: JSON columns parsed, provider credentials opened. */
export function appFromRow(row: AppRow, box: SecretBox): App {
  return {
    id: row.id,
    clientId: row.client_id,
    name: row.name,
    logo: row.logo ?? undefined,
    origins: JSON.parse(row.origins),
    loginUri: row.login_uri ?? undefined,
    redirectUris: JSON.parse(row.redirect_uris),
    uiConfig: JSON.parse(row.ui_config),
    channelConfig: JSON.parse(row.channel_config),
    options: openAppOptions(box, row.id, JSON.parse(row.options)),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}
