import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as client from 'openid-client';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { everyRow } from '../support/everyRow';
import { hostAndBrowser } from '../support/hostAndBrowser';
import {
  type AuthorizationChecks,
  authorizationRequest,
  demoRelyingParty,
  publicRelyingParty,
  signInByEmail,
  signInByPhone,
} from '../support/oidcSignIn';

/**
 * A merchant's server signs a person in through Sesame's OpenID Connect provider with
 * openid-client (code + PKCE S256), the person signing in on Sesame's hosted page in Chromium.
 */
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

/** On the dev mode's stand-in identity provider: who signs in. */
async function signInAtDevIdp(page: Page, email: string): Promise<void> {
  await page.waitForURL(/\/dev\/idp\/interaction\//);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Name', { exact: true }).fill('Fed Erated');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('Sign in with Sesame through OpenID Connect', () => {
  const env = hostAndBrowser();
  const callback = () => `${env.host.url}/demo/callback`;
  let context: BrowserContext;
  afterAll(() => context?.close());

  /**
   * Sends the browser with the request; returns the callback URL the provider redirected to.
   * `signIn`: an email to sign in with on the hosted page, or the steps to take there.
   */
  async function authorize(
    request: AuthorizationChecks,
    signIn?: string | ((page: Page) => Promise<void>),
    browser: BrowserContext = context,
  ): Promise<URL> {
    const page = await browser.newPage();
    await page.goto(request.url.href);
    if (signIn) {
      expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
      if (typeof signIn === 'string') await signInByEmail(page, env.host.url, signIn);
      else await signIn(page);
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
    const answer = await authorize(request, 'oidc@example.com');
    const tokens = await client.authorizationCodeGrant(config, answer, checks(request));

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

    // docs/security.md §1: no code or token is in the clear in any table.
    const stored = await everyRow(env.host.services.db);
    expect(stored).toContain('AuthorizationCode');
    const bearers = [answer.searchParams.get('code')!, tokens.access_token, tokens.refresh_token!];
    for (const secret of [...bearers, refreshed.access_token, refreshed.refresh_token!])
      expect(stored).not.toContain(secret);

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

  it('signs in by SMS code: the ID token has the verified phone number and amr otp + sms', async () => {
    const browser = await env.browser.newContext();
    const config = await demoRelyingParty(env.host.url);
    const request = await authorizationRequest(config, callback());
    const phone = '+919876543299';
    const url = await authorize(request, (page) => signInByPhone(page, env.host.url, phone), browser);
    const claims = (await client.authorizationCodeGrant(config, url, checks(request))).claims()!;
    await browser.close();
    expect(claims.aud).toBe('demo');
    expect(claims.phone_number).toBe(phone);
    expect(claims.phone_number_verified).toBe(true);
    expect(claims.amr).toEqual(['otp', 'sms']);
    expect(claims.email).toBeUndefined();
  });

  it('a confidential client may send its secret in the body (client_secret_post)', async () => {
    const config = await demoRelyingParty(env.host.url, 'post');
    // What goes to the token endpoint: the secret in the form body, no Authorization header.
    const sent: { body: string; authorization: string | null }[] = [];
    config[client.customFetch] = (url, options) => {
      if (url.endsWith('/oidc/token'))
        sent.push({
          body: String(options.body),
          authorization: new Headers(options.headers).get('authorization'),
        });
      return fetch(url, options as RequestInit);
    };
    const request = await authorizationRequest(config, callback());
    const browser = await env.browser.newContext();
    const url = await authorize(request, 'post@example.com', browser);
    await browser.close();
    const tokens = await client.authorizationCodeGrant(config, url, checks(request));
    expect(tokens.claims()!.email).toBe('post@example.com');
    expect((await client.refreshTokenGrant(config, tokens.refresh_token!)).access_token).toBeTruthy();
    expect(sent).toHaveLength(2);
    for (const { body, authorization } of sent) {
      expect(new URLSearchParams(body).get('client_secret')).toBe('demo-secret');
      expect(authorization).toBeNull();
    }
  });

  it('a public client (no secret) must send a PKCE S256 challenge, and signs in with one', async () => {
    const demo = (await env.host.services.apps.get('demo'))!;
    await env.host.services.apps.create({
      id: 'spa',
      clientId: 'spa',
      clientSecret: 'spa-secret-unused',
      name: 'Single-page app',
      origins: ['https://spa.example'],
      redirectUris: [callback()],
      uiConfig: demo.uiConfig,
      channelConfig: demo.channelConfig,
      options: { ...demo.options, oidcPublic: true },
    });
    const config = await publicRelyingParty(env.host.url, 'spa');
    const refused = async (params: Record<string, string>) => {
      const url = new URL(`${env.host.url}/oidc/auth`);
      url.search = new URLSearchParams({
        client_id: 'spa',
        response_type: 'code',
        scope: 'openid',
        redirect_uri: callback(),
        state: 'st',
        ...params,
      }).toString();
      const response = await fetch(url, { redirect: 'manual' });
      expect(response.status).toBe(303);
      return new URL(response.headers.get('location')!).searchParams;
    };
    const noPkce = await refused({});
    expect(noPkce.get('error')).toBe('invalid_request');
    expect(noPkce.get('error_description')).toMatch(/PKCE/);
    expect(noPkce.get('state')).toBe('st');
    const plain = await refused({ code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' });
    expect(plain.get('error')).toBe('invalid_request');

    const browser = await env.browser.newContext();
    const request = await authorizationRequest(config, callback(), 'openid email');
    const url = await authorize(request, 'spa@example.com', browser);
    // No client secret anywhere: the PKCE verifier is the proof.
    const tokens = await client.authorizationCodeGrant(config, url, checks(request));
    const claims = tokens.claims()!;
    expect(claims.aud).toBe('spa');
    expect(claims.email).toBe('spa@example.com');
    expect(claims.amr).toEqual(['otp']);
    expect(tokens.refresh_token).toBeTruthy();
    // Without the verifier, or with another one, the code is worth nothing.
    for (const pkceCodeVerifier of [undefined, client.randomPKCECodeVerifier()]) {
      const again = await authorizationRequest(config, callback(), 'openid email');
      const next = await authorize(again, undefined, browser);
      await expect(
        client.authorizationCodeGrant(config, next, { ...checks(again), pkceCodeVerifier }),
      ).rejects.toMatchObject({ error: 'invalid_grant' });
    }
    await browser.close();
  });

  it('signs in with a provider on a phone (same window): back on the sign-in page, the answer reaches the app', async () => {
    const phone = await env.browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent: PHONE_UA,
      hasTouch: true,
    });
    const config = await demoRelyingParty(env.host.url);
    const request = await authorizationRequest(config, callback());
    let interactionPage = '';
    const url = await authorize(
      request,
      async (page) => {
        interactionPage = new URL(page.url()).pathname;
        await page.locator('auth-login-page button[data-channel="GMAIL"]').click();
        await signInAtDevIdp(page, 'phone-fed@example.com');
      },
      phone,
    );
    await phone.close();
    // The provider's sign-in came back to the interaction page, not to the app's login URI.
    expect(url.searchParams.get('code')).toBeTruthy();
    const tokens = await client.authorizationCodeGrant(config, url, checks(request));
    const claims = tokens.claims()!;
    expect(claims.email).toBe('phone-fed@example.com');
    expect(claims.amr).toEqual(['fed']);
    expect(interactionPage).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
  });

  it('signs in with a provider on a desktop (popup), amr fed', async () => {
    const desktop = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const config = await demoRelyingParty(env.host.url);
    const request = await authorizationRequest(config, callback());
    const url = await authorize(
      request,
      async (page) => {
        const [popup] = await Promise.all([
          desktop.waitForEvent('page'),
          page.locator('auth-login-page button[data-channel="GMAIL"]').click(),
        ]);
        await signInAtDevIdp(popup, 'desktop-fed@example.com');
      },
      desktop,
    );
    await desktop.close();
    const claims = (await client.authorizationCodeGrant(config, url, checks(request))).claims()!;
    expect(claims.email).toBe('desktop-fed@example.com');
    expect(claims.amr).toEqual(['fed']);
  });
});
