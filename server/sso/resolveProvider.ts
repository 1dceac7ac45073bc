import { SSO_PATHS, type SsoChannel } from '../../contract/sso';
import { DEV_IDP_CLIENT_ID, devIdpClientSecret, devIdpIssuer } from '../dev/idp/devIdpClient';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { PROVIDERS } from './providers';
import { genericOidc } from './providers/genericOidc';
import type { SsoProvider } from './SsoProvider';

export interface ResolvedProvider {
  provider: SsoProvider;
  clientId: string;
  clientSecret: string;
  /** The callback registered at the provider, exactly (docs/security.md: redirect URIs match exactly). */
  redirectUri: string;
}

/**
 * The provider behind an app's SSO channel: its credentials, with the provider's own endpoints
 * or, when the app names an issuer, that OpenID Connect provider. In dev mode a channel without
 * credentials goes to the local stand-in identity provider, so every button works on a laptop.
 */
export async function resolveProvider(
  services: Services,
  appId: string,
  channel: SsoChannel,
): Promise<ResolvedProvider> {
  const base = PROVIDERS[channel];
  const redirectUri = `${services.issuer}${SSO_PATHS.callback}/${base.id}`;
  const credentials = await services.ssoCredentials.get(appId, channel);
  if (credentials) {
    return {
      provider: credentials.issuer ? genericOidc(base, credentials.issuer) : base,
      clientId: credentials.clientId,
      clientSecret: credentials.clientSecret,
      redirectUri,
    };
  }
  if (services.config.mode === 'dev') {
    return {
      provider: genericOidc(base, devIdpIssuer(services)),
      clientId: DEV_IDP_CLIENT_ID,
      clientSecret: devIdpClientSecret(services),
      redirectUri,
    };
  }
  throw new SesameError('channel_not_configured', {
    details: { channel: `${channel} has no credentials for this app.` },
  });
}
