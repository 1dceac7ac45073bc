import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as client from 'openid-client';
import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { hostAndBrowser } from '../support/hostAndBrowser';
import {
  type AuthorizationChecks,
  authorizationRequest,
  demoRelyingParty,
  signInByEmail,
} from '../support/oidcSignIn';

/**
 * A merchant's server signs a person in through Sesame's OpenID Connect provider with
 * openid-client (code + PKCE S256), the person signing in on Sesame's hosted page in Chromium.
 */
describe('Sign in with Sesame through OpenID Connect', () => {
  const env = hostAndBrowser();
  const callback = () => `${env.host.url}/demo/callback`;
  let context: BrowserContext;
  afterAll(() => context?.close());

  /** Sends the browser with the request; returns the callback URL the provider redirected to. */
  async function authorize(request: AuthorizationChecks, signIn?: string): Promise<URL> {
    const page = await context.newPage();
    await page.goto(request.url.href);
    if (signIn) {
      expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
      await signInByEmail(page, env.host.url, signIn);
    }
    await page.waitForURL((url) => url.href.startsWith(callback()));
    const url = new URL(page.url());
    await page.close();
    return url;
  }

  const checks = (request: AuthorizationChecks) => ({
    pkceCodeVerifier: request.verifier,
    expectedState: request.state,
    expectedNonce: request.nonce,
  });

  it('signs in by email code on the hosted page, and openid-client verifies the ID token', async () => {
    context = await env.browser.newContext();
    const config = await demoRelyingParty(env.host.url);
    const request = await authorizationRequest(config, callback());
    const tokens = await client.authorizationCodeGrant(
      config,
      await authorize(request, 'oidc@example.com'),
      checks(request),
    );

    const claims = tokens.claims()!;
    expect(claims.iss).toBe(env.host.services.issuer);
    expect(claims.aud).toBe('demo');
    expect(claims.sub).toMatch(/^usr_/);
    expect(claims.email).toBe('oidc@example.com');
    expect(claims.email_verified).toBe(true);
    expect(claims.amr).toEqual(['otp']);
    expect(Math.abs((claims.auth_time as number) - Date.now() / 1000)).toBeLessThan(60);

    // One key set: the ID token verifies against the host's JWKS, signed ES256.
    const jwks = createRemoteJWKSet(new URL(`${env.host.url}/.well-known/jwks.json`));
    const { protectedHeader } = await jwtVerify(tokens.id_token!, jwks, {
      issuer: env.host.services.issuer,
      audience: 'demo',
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(protectedHeader.kid).toBe((await env.host.services.keys.current()).kid);

    const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(userinfo).toMatchObject({ sub: claims.sub, email: 'oidc@example.com', email_verified: true });

    // Refresh tokens rotate.
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect((await client.tokenIntrospection(config, refreshed.access_token)).active).toBe(true);

    // Revocation ends the grant: its tokens no longer introspect as active or refresh.
    await client.tokenRevocation(config, refreshed.access_token);
    expect((await client.tokenIntrospection(config, refreshed.access_token)).active).toBe(false);
    await expect(client.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('refuses a PKCE mismatch, a nonce mismatch and a replayed code; an old refresh token revokes its family', async () => {
    const config = await demoRelyingParty(env.host.url);

    // The browser is signed in: the provider answers at once, without the sign-in page.
    const wrongPkce = await authorizationRequest(config, callback());
    const wrongPkceUrl = await authorize(wrongPkce);
    await expect(
      client.authorizationCodeGrant(config, wrongPkceUrl, {
        ...checks(wrongPkce),
        pkceCodeVerifier: client.randomPKCECodeVerifier(),
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });

    const wrongNonce = await authorizationRequest(config, callback());
    type NonceError = { code?: string; cause?: { cause?: { claim?: string } } };
    const nonceError: NonceError = await client
      .authorizationCodeGrant(config, await authorize(wrongNonce), {
        ...checks(wrongNonce),
        expectedNonce: client.randomNonce(),
      })
      .then(
        () => ({}),
        (error: unknown) => error as NonceError,
      );
    expect(nonceError.code).toBe('OAUTH_JWT_CLAIM_COMPARISON_FAILED');
    expect(nonceError.cause?.cause?.claim).toBe('nonce');

    const request = await authorizationRequest(config, callback());
    const url = await authorize(request);
    const tokens = await client.authorizationCodeGrant(config, url, checks(request));
    await expect(client.authorizationCodeGrant(config, url, checks(request))).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    // The replay revoked what the first exchange issued.
    expect((await client.tokenIntrospection(config, tokens.access_token)).active).toBe(false);

    const again = await authorizationRequest(config, callback());
    const fresh = await client.authorizationCodeGrant(config, await authorize(again), checks(again));
    const rotated = await client.refreshTokenGrant(config, fresh.refresh_token!);
    await expect(client.refreshTokenGrant(config, fresh.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    await expect(client.refreshTokenGrant(config, rotated.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('RP-initiated logout ends the provider session and the Sesame sessions of the user', async () => {
    const config = await demoRelyingParty(env.host.url);
    const request = await authorizationRequest(config, callback());
    const tokens = await client.authorizationCodeGrant(config, await authorize(request), checks(request));
    const userId = tokens.claims()!.sub;
    const live = () =>
      env.host.services.db.kysely
        .selectFrom('sessions')
        .select('id_hash')
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    expect((await live()).length).toBeGreaterThan(0);

    const page = await context.newPage();
    await page.goto(
      client.buildEndSessionUrl(config, {
        id_token_hint: tokens.id_token!,
        post_logout_redirect_uri: `${env.host.url}/demo/`,
      }).href,
    );
    await page.getByRole('button', { name: /sign me out/i }).click();
    await page.waitForURL((url) => url.href.startsWith(`${env.host.url}/demo/`));
    await expect.poll(async () => (await live()).length).toBe(0);

    // Signed out: the next authorization request shows the sign-in page again.
    const next = await authorizationRequest(config, callback());
    await page.goto(next.url.href);
    expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\//);
    await page.close();
  });
});
