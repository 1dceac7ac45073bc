import type { Configuration } from 'oidc-provider';
import { AUTH_CODE_TTL_MS, ID_TOKEN_TTL_S, SESSION_MAX_AGE_MS } from '../../contract/constants';
import { OIDC_PATHS } from '../../contract/oidc';
import { API } from '../../contract/paths';
import { html } from '../pages/html';
import { renderPage } from '../pages/renderPage';
import type { Services } from '../Services';
import { appClients } from './appClients';
import { findOidcAccount } from './findOidcAccount';
import { OidcModelStore } from './OidcModelStore';
import { oidcPolicy } from './oidcPolicy';
import { OidcRecordSecrets } from './oidcRecordSecrets';
import { RedisOidcModelStore } from './RedisOidcModelStore';
import type { SesameSigningKey } from './SesameSigningKey';

/**
 * oidc-provider's configuration (docs/oidc.md): apps are the clients, the host's key store
 * signs (ES256 only), records live in the database, and Sesame's own page is the sign-in.
 */
export function oidcConfiguration(services: Services, signingKey: SesameSigningKey): Configuration {
  const now = () => services.clock.now();
  const clients = appClients(services);
  const secrets = new OidcRecordSecrets(services.hasher);
  return {
    adapter: (name) => {
      if (name === 'Client') return clients;
      // Several instances share Redis when it is configured, else the database.
      const { redis } = services;
      return redis
        ? new RedisOidcModelStore(redis, name, now, secrets)
        : new OidcModelStore(services.db.kysely, name, now, secrets);
    },
    jwks: { keys: [signingKey] },
    cookies: { keys: [services.hasher.hash('oidc-cookies', 'v1')] },
    routes: {
      authorization: OIDC_PATHS.authorization,
      token: OIDC_PATHS.token,
      userinfo: OIDC_PATHS.userinfo,
      revocation: OIDC_PATHS.revocation,
      introspection: OIDC_PATHS.introspection,
      end_session: OIDC_PATHS.endSession,
      // The host's JWKS, which also lists keys still in their grace after a rotation.
      jwks: API.jwks,
    },
    responseTypes: ['code'],
    // `none`: public clients (an app's `oidcPublic` option), which must then use PKCE S256.
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'none'],
    pkce: { required: (_ctx, client) => client.clientAuthMethod === 'none' },
    scopes: ['openid', 'offline_access', 'email', 'phone', 'profile'],
    claims: {
      // When and how the person signed in (RFC 8176 `amr`) are in every ID token.
      openid: ['sub', 'auth_time', 'amr'],
      email: ['email', 'email_verified'],
      phone: ['phone_number', 'phone_number_verified'],
      profile: ['name', 'picture'],
    },
    // The claims a scope releases are in the ID token too: most relying parties read only it.
    conformIdTokenClaims: false,
    findAccount: (ctx, sub) => findOidcAccount(services, ctx, sub),
    enabledJWA: {
      idTokenSigningAlgValues: ['ES256'],
      userinfoSigningAlgValues: ['ES256'],
      introspectionSigningAlgValues: ['ES256'],
      authorizationSigningAlgValues: ['ES256'],
    },
    features: {
      devInteractions: { enabled: false },
      externalSigningSupport: { enabled: true, ack: 'experimental-01' },
      revocation: { enabled: true },
      introspection: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true },
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
    },
    // The host's own page layout; what the provider says about the error, escaped.
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = String(
        renderPage({
          title: 'Sign-in error',
          body: html`<main><h1>This sign-in request cannot go on</h1><p>${String(out.error_description ?? out.error)}</p></main>`,
        }),
      );
    },
    interactions: {
      policy: oidcPolicy(services),
      url: (_ctx, interaction) => `${OIDC_PATHS.interaction}/${interaction.uid}`,
    },
    // Apps are registered by the host's operator: first-party, so no consent screen. The grant
    // covers what this request asks for.
    loadExistingGrant: async (ctx) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const grant =
        (grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined) ??
        new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope([...ctx.oidc.requestParamScopes].join(' '));
      await grant.save();
      return grant;
    },
    // Every code grant comes with a refresh token, rotated at each use (reuse revokes the grant).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AuthorizationCode: AUTH_CODE_TTL_MS / 1000,
      IdToken: ID_TOKEN_TTL_S,
      AccessToken: ID_TOKEN_TTL_S,
      RefreshToken: SESSION_MAX_AGE_MS / 1000,
      Grant: SESSION_MAX_AGE_MS / 1000,
      Session: SESSION_MAX_AGE_MS / 1000,
      Interaction: AUTH_CODE_TTL_MS / 1000,
    },
  };
}
