import { exportSPKI, importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SSO_CHANNELS, SSO_PROVIDER_IDS, type SsoChannel } from '../../contract/sso';
import { authorizationUrl } from '../../server/sso/authorizationUrl';
import { exchangeCode } from '../../server/sso/exchangeCode';
import { PROVIDERS } from '../../server/sso/providers';
import { basicAuth, bodyParams, type FakeProviders, signingKey, startFakeProviders } from './ssoFakes';
import { CASES, MS_PERSONAL } from './ssoProviderCases';

/**
 * Per provider: the authorization URL, the token request and the profile mapping follow that
 * provider's documentation. Real HTTP servers play each provider's token, JWKS and API
 * endpoints at their real URLs and check the exact requests.
 */
const CLIENT_ID = 'client-123';
const SECRET = 'secret-456';
const CODE = 'code-789';
const VERIFIER = 'v'.repeat(43);
const STATE = 'state-abc';
const NONCE = 'nonce-def';
const ACCESS_TOKEN = 'access-token-ghi';
const now = () => Math.floor(Date.now() / 1000);
const redirectUri = (channel: SsoChannel) =>
  `https://sesame.example/v1/sso/callback/${SSO_PROVIDER_IDS[channel]}`;

describe('each provider follows its documentation', () => {
  let fake: FakeProviders;
  let rsa: Awaited<ReturnType<typeof signingKey>>;
  let ec: Awaited<ReturnType<typeof signingKey>>;
  let appleKey: Awaited<ReturnType<typeof signingKey>>;

  beforeAll(async () => {
    fake = await startFakeProviders();
    rsa = await signingKey('RS256');
    ec = await signingKey('ES256');
    appleKey = await signingKey('ES256', 'APPLEKEY1');
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('covers all sixteen providers of the spec', () => {
    expect(Object.keys(CASES).sort()).toEqual([...SSO_CHANNELS].sort());
    expect(SSO_CHANNELS).toHaveLength(16);
  });

  for (const channel of SSO_CHANNELS) {
    const c = CASES[channel];
    const provider = PROVIDERS[channel];
    it(`${provider.name}: authorization URL, token request and profile mapping`, async () => {
      const endpoints = provider.endpoints!;
      // 1. The authorization request: the documented endpoint and exactly these parameters.
      const url = authorizationUrl({
        provider,
        endpoints,
        clientId: CLIENT_ID,
        redirectUri: redirectUri(channel),
        state: STATE,
        nonce: NONCE,
        codeChallenge: 'challenge',
      });
      expect(`${url.origin}${url.pathname}`).toBe(c.authorize);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        response_type: 'code',
        client_id: CLIENT_ID,
        redirect_uri: redirectUri(channel),
        ...(c.scope ? { scope: c.scope } : {}),
        state: STATE,
        ...(c.idToken ? { nonce: NONCE } : {}),
        code_challenge: 'challenge',
        code_challenge_method: 'S256',
        ...c.extra,
      });

      // 2. The provider's endpoints, played at their real URLs.
      const key = channel === 'LINE_SSO' ? ec : rsa;
      const token = new URL(endpoints.token_endpoint);
      fake.on(`${token.host}${token.pathname}`, () => ({
        json: {
          access_token: ACCESS_TOKEN,
          token_type: channel === 'SLACK_SSO' ? 'Bearer' : 'bearer',
          expires_in: 3600,
          ...c.tokenExtra,
        },
      }));
      if (c.idToken) {
        const idToken = await key.sign({
          aud: CLIENT_ID,
          iat: now(),
          exp: now() + 600,
          nonce: NONCE,
          ...c.idToken.claims,
        });
        fake.on(`${token.host}${token.pathname}`, () => ({
          json: {
            access_token: ACCESS_TOKEN,
            token_type: 'Bearer',
            expires_in: 3600,
            id_token: idToken,
            ...c.tokenExtra,
          },
        }));
        fake.on(c.idToken.jwks, () => ({ json: key.jwks }));
      }
      for (const [path, answer] of Object.entries(c.api ?? {}))
        fake.on(path, (req) => ({ json: answer(req) }));

      const stored =
        channel === 'APPLE_EMAIL'
          ? `TEAM123456.APPLEKEY1.${Buffer.from(appleKey.pkcs8).toString('base64')}`
          : SECRET;
      const result = await exchangeCode({
        provider,
        endpoints,
        clientId: CLIENT_ID,
        clientSecret: stored,
        redirectUri: redirectUri(channel),
        callback: new URLSearchParams({ code: CODE, state: STATE, ...c.callbackExtra }),
        expectedState: STATE,
        codeVerifier: VERIFIER,
        nonce: NONCE,
        network: { fetch: fake.fetch, allowHttp: false },
        nowMs: Date.now(),
      });

      // 3. The token request: a POST with the code, the exact redirect URI and the PKCE verifier,
      // and the client authenticated the documented way.
      const tokenRequests = fake.requests.filter(
        (r) => `${r.host}${r.path}` === `${token.host}${token.pathname}`,
      );
      expect(tokenRequests).toHaveLength(1);
      const tokenRequest = tokenRequests[0]!;
      expect(tokenRequest.method).toBe('POST');
      // GitHub answers JSON only when asked (docs: "Accept: application/json"); everyone accepts it.
      expect(tokenRequest.headers.accept).toBe('application/json');
      expect(String(tokenRequest.headers['content-type'])).toContain(
        c.json ? 'application/json' : 'application/x-www-form-urlencoded',
      );
      const body = bodyParams(tokenRequest);
      expect(body).toMatchObject({
        grant_type: 'authorization_code',
        code: CODE,
        redirect_uri: redirectUri(channel),
        code_verifier: VERIFIER,
      });
      if (c.auth === 'basic') {
        expect(basicAuth(tokenRequest)).toEqual({ id: CLIENT_ID, secret: SECRET });
        expect(body.client_secret).toBeUndefined();
      } else {
        expect(tokenRequest.headers.authorization).toBeUndefined();
        expect(body.client_id).toBe(CLIENT_ID);
        if (channel === 'APPLE_EMAIL') {
          // Apple: the secret is an ES256 JWT by the team's key (developer.apple.com "Creating a client secret").
          const publicKey = await importSPKI(await exportSPKI(appleKey.publicKey), 'ES256');
          const { payload, protectedHeader } = await jwtVerify(body.client_secret!, publicKey, {
            issuer: 'TEAM123456',
            subject: CLIENT_ID,
            audience: 'https://appleid.apple.com',
          });
          expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: 'APPLEKEY1' });
          expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(15_777_000);
        } else {
          expect(body.client_secret).toBe(SECRET);
        }
      }
      // 4. Provider APIs were called with the access token.
      for (const path of Object.keys(c.api ?? {})) {
        const call = fake.requests.find((r) => `${r.host}${r.path}` === path);
        expect(call?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
      }
      // 5. The mapped profile.
      expect(result).toEqual(c.expected);
    });
  }

  it('Google: an ID token without the email is completed from userinfo, for the same subject only', async () => {
    const provider = PROVIDERS.GMAIL;
    const idToken = await rsa.sign({
      iss: 'https://accounts.google.com',
      sub: '42',
      aud: CLIENT_ID,
      iat: now(),
      exp: now() + 600,
      nonce: NONCE,
    });
    fake.on('oauth2.googleapis.com/token', () => ({
      json: { access_token: ACCESS_TOKEN, token_type: 'Bearer', id_token: idToken },
    }));
    fake.on('www.googleapis.com/oauth2/v3/certs', () => ({ json: rsa.jwks }));
    let sub = '42';
    fake.on('openidconnect.googleapis.com/v1/userinfo', () => ({
      json: { sub, email: 'lin@gmail.com', email_verified: true },
    }));
    const run = () =>
      exchangeCode({
        provider,
        endpoints: provider.endpoints!,
        clientId: CLIENT_ID,
        clientSecret: SECRET,
        redirectUri: redirectUri('GMAIL'),
        callback: new URLSearchParams({ code: CODE, state: STATE }),
        expectedState: STATE,
        codeVerifier: VERIFIER,
        nonce: NONCE,
        network: { fetch: fake.fetch, allowHttp: false },
        nowMs: Date.now(),
      });
    expect(await run()).toMatchObject({ subject: '42', email: 'lin@gmail.com', emailVerified: true });
    sub = '43';
    expect(await run()).toMatchObject({ subject: '42', email: undefined, emailVerified: false });
  });

  it('Microsoft: an ID token whose issuer is not its own tenant is refused', async () => {
    const provider = PROVIDERS.MICROSOFT_SSO;
    const tid = '72f988bf-86f1-41af-91ab-2d7cd011db47';
    const idToken = await rsa.sign({
      iss: `https://login.microsoftonline.com/${MS_PERSONAL}/v2.0`,
      tid,
      sub: 's',
      aud: CLIENT_ID,
      iat: now(),
      exp: now() + 600,
      nonce: NONCE,
    });
    fake.on('login.microsoftonline.com/common/oauth2/v2.0/token', () => ({
      json: { access_token: ACCESS_TOKEN, token_type: 'Bearer', id_token: idToken },
    }));
    await expect(
      exchangeCode({
        provider,
        endpoints: provider.endpoints!,
        clientId: CLIENT_ID,
        clientSecret: SECRET,
        redirectUri: redirectUri('MICROSOFT_SSO'),
        callback: new URLSearchParams({ code: CODE, state: STATE }),
        expectedState: STATE,
        codeVerifier: VERIFIER,
        nonce: NONCE,
        network: { fetch: fake.fetch, allowHttp: false },
        nowMs: Date.now(),
      }),
    ).rejects.toThrow(/iss/);
  });
});
