import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Host, startHost } from '../support/startHost';

/** OpenID Connect Discovery 1.0 §3: the fields a provider's metadata must have. */
const REQUIRED = [
  'issuer',
  'authorization_endpoint',
  'token_endpoint',
  'jwks_uri',
  'response_types_supported',
  'subject_types_supported',
  'id_token_signing_alg_values_supported',
] as const;

describe('OpenID Connect provider metadata and requests', () => {
  let host: Host;
  beforeAll(async () => {
    host = await startHost();
  });
  afterAll(async () => host?.close());

  it('publishes a discovery document with the required fields, ES256 and the host JWKS', async () => {
    const response = await fetch(`${host.url}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as Record<string, unknown>;
    for (const field of REQUIRED) expect(doc[field], field).toBeDefined();
    // §4.3: the issuer is exactly the URL the document was fetched under.
    expect(doc.issuer).toBe(host.services.issuer);
    expect(doc.jwks_uri).toBe(`${host.url}/.well-known/jwks.json`);
    for (const endpoint of [
      'authorization_endpoint',
      'token_endpoint',
      'userinfo_endpoint',
      'revocation_endpoint',
      'introspection_endpoint',
      'end_session_endpoint',
    ]) {
      expect(String(doc[endpoint]), endpoint).toMatch(new RegExp(`^${host.url}/oidc/`));
    }
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.subject_types_supported).toEqual(['public']);
    expect(doc.id_token_signing_alg_values_supported).toEqual(['ES256']);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    // none: public clients (an app's oidcPublic option), held to PKCE S256.
    expect(doc.token_endpoint_auth_methods_supported).toEqual([
      'client_secret_basic',
      'client_secret_post',
      'none',
    ]);
    expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'phone', 'profile']));
    expect(doc.claims_supported).toEqual(
      expect.arrayContaining(['sub', 'email', 'email_verified', 'phone_number', 'name', 'picture', 'amr']),
    );
  });

  it('refuses a redirect URI the app did not register, without redirecting anywhere', async () => {
    for (const redirectUri of [
      'https://evil.example/callback',
      `${host.url}/demo/callback/`,
      `${host.url}/demo/callback?x=1`,
      `${host.url}/DEMO/callback`,
    ]) {
      const url = new URL(`${host.url}/oidc/auth`);
      url.search = new URLSearchParams({
        client_id: 'demo',
        response_type: 'code',
        scope: 'openid',
        redirect_uri: redirectUri,
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      }).toString();
      const response = await fetch(url, { redirect: 'manual' });
      expect(response.status, redirectUri).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain('redirect_uri');
    }
  });

  it('refuses a client with the wrong secret at the token endpoint', async () => {
    const response = await fetch(`${host.url}/oidc/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from('demo:wrong').toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'x',
        redirect_uri: `${host.url}/demo/callback`,
      }),
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toBe('invalid_client');
  });

  it('keeps POST /v1/merchant/token, which now accepts grant_type=authorization_code', async () => {
    const send = (body: Record<string, string>) =>
      fetch(`${host.url}/v1/merchant/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body),
      });
    const base = { client_id: 'demo', client_secret: 'demo-secret', code: 'not-a-code' };
    const withGrant = await send({ ...base, grant_type: 'authorization_code' });
    expect(withGrant.status).toBe(400);
    expect(((await withGrant.json()) as { error: string }).error).toBe('invalid_grant');
    const otherGrant = await send({ ...base, grant_type: 'client_credentials' });
    expect(otherGrant.status).toBe(400);
    expect(((await otherGrant.json()) as { error: string }).error).toBe('invalid_request');
  });
});
