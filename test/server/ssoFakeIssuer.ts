import { createHash } from 'node:crypto';
import { basicAuth, type FakeProviders, signingKey, startFakeProviders } from './ssoFakes';

/** What the fake issuer puts in the next ID token, or sends instead of one. */
export interface NextToken {
  claims?: Record<string, unknown>;
  /** A whole ID token to send as is (an unsigned one, one signed by another key). */
  raw?: string;
}

/**
 * A generic OpenID Connect provider on 127.0.0.1 (discovery, JWKS, token endpoint) that the host
 * reaches over real HTTP. The token endpoint checks the PKCE verifier against the challenge of
 * the authorization request, the client's Basic credentials, and that each code works once.
 */
export async function startFakeIssuer(options: {
  clientId: string;
  clientSecret: string;
  now: () => number;
}) {
  const fake: FakeProviders = await startFakeProviders();
  const key = await signingKey('RS256');
  const host = new URL(fake.url).host;
  const codes = new Map<string, { challenge: string; redirectUri: string; idToken: string }>();
  let counter = 0;

  fake.on(`${host}/.well-known/openid-configuration`, () => ({
    json: {
      issuer: fake.url,
      authorization_endpoint: `${fake.url}/authorize`,
      token_endpoint: `${fake.url}/token`,
      jwks_uri: `${fake.url}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
    },
  }));
  fake.on(`${host}/jwks`, () => ({ json: key.jwks }));
  fake.on(`${host}/token`, (req) => {
    const body = Object.fromEntries(new URLSearchParams(req.body));
    const basic = basicAuth(req);
    if (basic?.id !== options.clientId || basic.secret !== options.clientSecret)
      return { status: 401, json: { error: 'invalid_client' } };
    const grant = codes.get(body.code ?? '');
    codes.delete(body.code ?? '');
    if (!grant) return { status: 400, json: { error: 'invalid_grant' } };
    const challenge = createHash('sha256')
      .update(body.code_verifier ?? '')
      .digest('base64url');
    if (challenge !== grant.challenge || body.redirect_uri !== grant.redirectUri)
      return { status: 400, json: { error: 'invalid_grant' } };
    return { json: { access_token: 'at', token_type: 'Bearer', expires_in: 300, id_token: grant.idToken } };
  });

  return {
    url: fake.url,
    requests: fake.requests,
    /** Plays the person consenting: a code for this authorization request, and the token it will buy. */
    async authorize(authorizationUrl: string, token: NextToken = {}): Promise<string> {
      const auth = new URL(authorizationUrl);
      const q = auth.searchParams;
      const now = Math.floor(options.now() / 1000);
      const code = `code-${++counter}`;
      const idToken =
        token.raw ??
        (await key.sign({
          iss: fake.url,
          sub: 'person-1',
          aud: options.clientId,
          iat: now,
          exp: now + 300,
          nonce: q.get('nonce'),
          email: 'ada@example.com',
          email_verified: true,
          name: 'Ada',
          ...token.claims,
        }));
      codes.set(code, {
        challenge: q.get('code_challenge') ?? '',
        redirectUri: q.get('redirect_uri') ?? '',
        idToken,
      });
      return code;
    },
    tokenRequests: () => fake.requests.filter((r) => r.path === '/token'),
    sign: key.sign,
    close: fake.close,
  };
}
export type FakeIssuer = Awaited<ReturnType<typeof startFakeIssuer>>;
