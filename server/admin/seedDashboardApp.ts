import { DASHBOARD_APP_ID, DASHBOARD_PATH } from '../../contract/admin';
import type { Channel } from '../../contract/channels';
import { channelConfigFor, defaultUiConfig } from '../apps/defaultConfig';
import { BUILT_CHANNELS } from '../channels/channelReadiness';
import type { Services } from '../Services';

const NAME = 'Sesame dashboard';
/** In production: the channels every host can deliver (email) and passkeys; dev offers every built one. */
const PRODUCTION_CHANNELS: Channel[] = ['EMAIL_LOGIN', 'WEB_AUTHN'];
/** Dev mode's first administrator (docs/dashboard.md); production adds one with the apps tool. */
export const DEV_ADMIN_EMAIL = 'admin@example.com';

/**
 * The host's own app, through which administrators sign in to the dashboard: its only origin
 * the host's own, re-seeded at every start (with its login and redirect URIs) so a changed
 * PUBLIC_URL is picked up. Its channels are seeded only when it is created: an owner's edit (e.g.
 * Google SSO for administrators) outlives a restart. Its client secret is random and never shown:
 * the host exchanges the dashboard's codes itself.
 */
export async function seedDashboardApp(services: Services): Promise<void> {
  const loginUri = `${services.issuer}${DASHBOARD_PATH}`;
  const addresses = { origins: [services.issuer], loginUri, redirectUris: [loginUri] };
  const existing = await services.apps.get(DASHBOARD_APP_ID);
  if (existing) await services.apps.update(DASHBOARD_APP_ID, addresses);
  else
    await services.apps.create({
      id: DASHBOARD_APP_ID,
      clientId: DASHBOARD_APP_ID,
      clientSecret: services.random.token(32),
      name: NAME,
      uiConfig: defaultUiConfig(NAME),
      options: { isWebauthnEnabled: true },
      channelConfig: channelConfigFor(
        services.config.mode === 'dev' ? [...BUILT_CHANNELS] : PRODUCTION_CHANNELS,
      ),
      ...addresses,
    });
  if (services.config.mode === 'dev' && !(await services.administrators.byEmail(DEV_ADMIN_EMAIL)))
    await services.administrators.put(DEV_ADMIN_EMAIL, 'owner', null, services.clock.now());
}
