import type { SsoProvider } from '../SsoProvider';
import { standardClaimsProfile } from './profileHelpers';

/**
 * Any OpenID Connect provider, by its issuer URL: metadata from discovery, standard claims.
 * It stands in for a channel's own provider when an app names an issuer (a self-managed
 * GitLab, one Microsoft tenant, a company's identity provider) and, in dev mode, for every
 * channel the app has no credentials for (the local identity provider).
 */
export function genericOidc(base: SsoProvider, issuer: string): SsoProvider {
  return {
    id: base.id,
    channel: base.channel,
    name: base.name,
    oidc: true,
    discoveryIssuer: issuer,
    scopes: ['openid', 'email', 'profile'],
    clientAuth: 'client_secret_basic',
    profile: (context) => standardClaimsProfile(context),
    console: base.console,
  };
}
