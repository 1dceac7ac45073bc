import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import * as client from 'openid-client';
import { describe, expect, it } from 'vitest';
import { KEY_RELOAD_MS } from '../../server/tokens/keyTiming';
import { fakeClock } from '../support/apiClient';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { authorizationRequest, demoRelyingParty, signInByEmail } from '../support/oidcSignIn';

/**
 * docs/deployment.md "Rotating the ID-token signing key": after a rotation takes effect (publish
 * first, sign later), a new OpenID Connect sign-in's ID token carries the new key's `kid` and
 * verifies against the JWKS, as do tokens signed before it. The host runs on a clock the test
 * moves forward instead of waiting for the publish lead.
 */
describe('OpenID Connect ID tokens across a signing-key rotation', () => {
  const clock = fakeClock(Date.now());
  const env = hostAndBrowser({ serveStatic: true, overrides: { clock } });
  const callback = () => `${env.host.url}/demo/callback`;

  /** A whole authorization-code + PKCE sign-in in a fresh browser: the ID token. */
  async function signIn(email: string): Promise<string> {
    const config = await demoRelyingParty(env.host.url);
    const request = await authorizationRequest(config, callback());
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(request.url.href);
    await signInByEmail(page, env.host.url, email);
    await page.waitForURL((url) => url.href.startsWith(callback()));
    const url = new URL(page.url());
    await context.close();
    const tokens = await client.authorizationCodeGrant(config, url, {
      pkceCodeVerifier: request.verifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
    });
    return tokens.id_token!;
  }

  async function verifiedKid(idToken: string): Promise<string> {
    const jwks = createRemoteJWKSet(new URL(`${env.host.url}/.well-known/jwks.json`), { cacheMaxAge: 0 });
    const { protectedHeader } = await jwtVerify(idToken, jwks, {
      issuer: env.host.services.issuer,
      audience: 'demo',
    });
    return protectedHeader.kid!;
  }

  it('signs with the new key once the rotation takes effect, and both keys verify', async () => {
    const before = await signIn('before-rotation@example.com');
    const oldKid = await verifiedKid(before);

    const { kid, signsFrom } = await env.host.services.keys.rotate();
    expect(kid).not.toBe(oldKid);
    // Published first: until it signs, sign-ins still carry the old key.
    clock.advance(KEY_RELOAD_MS);
    expect(decodeProtectedHeader(await signIn('published@example.com')).kid).toBe(oldKid);

    clock.advance(signsFrom - clock.now() + KEY_RELOAD_MS);
    const after = await signIn('after-rotation@example.com');
    expect(await verifiedKid(after)).toBe(kid);
    // The old key stays published: a token signed before the rotation still verifies.
    expect(await verifiedKid(before)).toBe(oldKid);
  });
});
