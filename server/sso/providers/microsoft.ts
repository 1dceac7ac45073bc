import { SesameError } from '../../errors/SesameError';
import type { SsoProvider } from '../SsoProvider';
import { isTrue, standardClaimsProfile } from './profileHelpers';

const LOGIN = 'https://login.microsoftonline.com';
/** The tenant of personal Microsoft accounts, whose addresses Microsoft has verified. */
const PERSONAL_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';
const TENANT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Microsoft identity platform, multi-tenant (learn.microsoft.com/entra/identity-platform/v2-protocols-oidc).
 * Quirks: the ID token's issuer names the user's tenant (`…/{tid}/v2.0`); its `email` claim is
 * not verified unless the tenant owns the domain (`xms_edov`) or it is a personal account.
 */
export const microsoft: SsoProvider = {
  id: 'microsoft',
  channel: 'MICROSOFT_SSO',
  name: 'Microsoft',
  oidc: true,
  endpoints: {
    issuer: `${LOGIN}/common/v2.0`,
    authorization_endpoint: `${LOGIN}/common/oauth2/v2.0/authorize`,
    token_endpoint: `${LOGIN}/common/oauth2/v2.0/token`,
    jwks_uri: `${LOGIN}/common/discovery/v2.0/keys`,
    id_token_signing_alg_values_supported: ['RS256'],
  },
  scopes: ['openid', 'email', 'profile'],
  clientAuth: 'client_secret_post',
  expectedIssuer: (claims) => {
    const tid = claims.tid;
    if (typeof tid !== 'string' || !TENANT.test(tid))
      throw new SesameError('sso_failed', { message: 'The Microsoft ID token names no tenant.' });
    return `${LOGIN}/${tid}/v2.0`;
  },
  profile: (context) =>
    standardClaimsProfile(context, {
      emailVerified: (claims) => claims.tid === PERSONAL_TENANT || isTrue(claims.xms_edov),
    }),
  console: 'https://entra.microsoft.com/#view/Microsoft_AAD_RegisteredApps/ApplicationsListBlade',
};
