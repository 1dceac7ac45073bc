import { createHash } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import type { Configuration, default as Provider } from 'oidc-provider';
import type { Services } from '../../Services';
import { DEV_IDP_CLIENT_ID, devIdpClientSecret, devIdpIssuer, devIdpRedirectUris } from './devIdpClient';

/** Who the person said they are on the "sign in as" page. */
export interface DevPerson {
  email: string;
  name: string;
  emailVerified: boolean;
}

export interface DevIdp {
  provider: Provider;
  /** The provider's Node request handler. */
  handle: ReturnType<Provider['callback']>;
  /** Registers a person and returns the account id (the `sub`) they sign in as. */
  remember(person: DevPerson): string;
}

/**
 * Dev mode's stand-in identity provider (docs/architecture.md §4): a real OpenID Connect provider
 * (panva's oidc-provider) on the host under /dev/idp, with one client, the host itself, allowed
 * to come back to every provider's callback. The person types who they are; nothing leaves the
 * machine. Its sessions live in memory: it is a dev tool on one process.
 */
export async function createDevIdp(services: Services): Promise<DevIdp> {
  const { default: OidcProvider, interactionPolicy } = await import('oidc-provider');
  const people = new Map<string, DevPerson>();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'dev-idp', alg: 'RS256', use: 'sig' };

  // Every sign-in asks who you are, so one browser can try several people in a row.
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('sign_in_as', 'the stand-in asks every time', 'login_required', (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );

  const configuration: Configuration = {
    clients: [
      {
        client_id: DEV_IDP_CLIENT_ID,
        client_secret: devIdpClientSecret(services),
        redirect_uris: devIdpRedirectUris(services),
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [services.hasher.hash('dev-idp-cookies', 'v1')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Like Google: the claims asked for by scope are in the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: 60,
      IdToken: 600,
      AccessToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${devIdpIssuer(services)}/interaction/${interaction.uid}`,
    },
    // The host is the provider's only, first-party client: no consent screen.
    loadExistingGrant: async (ctx) => {
      const existing = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(DEV_IDP_CLIENT_ID);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({
        clientId: DEV_IDP_CLIENT_ID,
        accountId: ctx.oidc.session?.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: (_ctx, sub) => {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: person.email, email_verified: person.emailVerified, name: person.name }),
      };
    },
  };
  const provider = new OidcProvider(devIdpIssuer(services), configuration);
  return {
    provider,
    handle: provider.callback(),
    remember(person) {
      const sub = createHash('sha256').update(person.email).digest('base64url').slice(0, 22);
      people.set(sub, person);
      return sub;
    },
  };
}
