import type { AppOptions } from '../apps/App';
import { channelConfigFor, defaultUiConfig } from '../apps/defaultConfig';
import { BUILT_CHANNELS } from '../channels/channelReadiness';
import { DEV_WHATSAPP_NUMBER } from '../channels/providerSettings';
import type { Services } from '../Services';

export const DEMO_APP_ID = 'demo';
/** Where the demo app comes back from an OpenID Connect sign-in (docs/oidc.md). */
const DEMO_OIDC_CALLBACK_PATH = '/demo/callback';
const DEMO_NAME = 'Sesame Demo Shop';
/** The demo's dev WhatsApp number and the countries its SMS sign-in serves (dev outbox only). */
const DEMO_CHANNEL_OPTIONS: AppOptions = {
  countries: ['IN', 'ID', 'BR', 'US', 'GB', 'DE', 'FR'],
  whatsapp: { businessNumber: DEV_WHATSAPP_NUMBER },
};

/**
 * Dev mode's demo merchant: every channel the host has on, its only registered origin the host's own
 * (so the demo works on any PORT). Re-seeded at each start so a changed PORT is picked up.
 */
export async function seedDemoApp(services: Services): Promise<void> {
  const origins = [services.issuer];
  const loginUri = `${services.issuer}/demo/`;
  const redirectUris = [loginUri, `${services.issuer}${DEMO_OIDC_CALLBACK_PATH}`];
  const existing = await services.apps.get(DEMO_APP_ID);
  if (existing) {
    await services.apps.update(DEMO_APP_ID, {
      origins,
      loginUri,
      redirectUris,
      clientSecret: services.config.demoClientSecret,
      options: { ...existing.options, ...DEMO_CHANNEL_OPTIONS },
    });
    return;
  }
  const uiConfig = defaultUiConfig(DEMO_NAME);
  uiConfig.general.links = {
    tnc: `${services.issuer}/demo/terms.html`,
    privacyPolicy: `${services.issuer}/demo/privacy.html`,
  };
  await services.apps.create({
    id: DEMO_APP_ID,
    clientId: DEMO_APP_ID,
    clientSecret: services.config.demoClientSecret,
    name: DEMO_NAME,
    origins,
    loginUri,
    redirectUris,
    uiConfig,
    channelConfig: channelConfigFor(BUILT_CHANNELS),
    options: { isWebauthnEnabled: true, ...DEMO_CHANNEL_OPTIONS },
  });
}
