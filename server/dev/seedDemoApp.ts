import { CHANNELS } from '../../services/contract/channels';
import { channelConfigFor, defaultUiConfig } from '../apps/defaultConfig';
import type { Services } from '../Services';

export const DEMO_APP_ID = 'demo';
const DEMO_NAME = 'Sesame Demo Shop';

/**
 * Dev mode's demo merchant: every channel on, its only registered origin the host's own
 * (so the demo works on any PORT). Re-seeded at each start so a changed PORT is picked up.
 */
export async function seedDemoApp(services: Services): Promise<void> {
  const origins = [services.issuer];
  const loginUri = `${services.issuer}/demo/`;
  const existing = await services.apps.get(DEMO_APP_ID);
  if (existing) {
    await services.apps.update(DEMO_APP_ID, {
      origins,
      loginUri,
      redirectUris: [loginUri],
      clientSecret: services.config.demoClientSecret,
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
    redirectUris: [loginUri],
    uiConfig,
    channelConfig: channelConfigFor(CHANNELS),
    options: { isWebauthnEnabled: true },
  });
}
