import { DEV_IDP_PATH, SSO_CHANNELS, SSO_PATHS, SSO_PROVIDER_IDS } from '../../../contract/sso';
import type { Services } from '../../Services';

/** The host's registration at its own stand-in identity provider (dev mode only). */
export const DEV_IDP_CLIENT_ID = 'sesame-dev';

export function devIdpIssuer(services: Services): string {
  return `${services.issuer}${DEV_IDP_PATH}`;
}

/** Derived from the server secret, so it needs no storage and differs per install. */
export function devIdpClientSecret(services: Services): string {
  return services.hasher.hash('dev-idp-client-secret', DEV_IDP_CLIENT_ID);
}

/** Every provider's callback: the stand-in answers every SSO button. */
export function devIdpRedirectUris(services: Services): string[] {
  return SSO_CHANNELS.map(
    (channel) => `${services.issuer}${SSO_PATHS.callback}/${SSO_PROVIDER_IDS[channel]}`,
  );
}
