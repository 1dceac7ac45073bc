import { Redis } from 'ioredis';
import * as client from 'openid-client';
import { afterAll, describe, expect, it } from 'vitest';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { authorizationRequest, demoRelyingParty, signInByEmail } from '../support/oidcSignIn';
import { REDIS_URL, redisAvailable, testPrefix } from '../support/redis';

const reachable = await redisAvailable();
if (!reachable) console.warn(`Redis (${REDIS_URL}) not reachable: skipping the OpenID Connect Redis storage`);
const prefix = testPrefix('oidc');

/**
 * docs/oidc.md "Storage": with `REDIS_URL`, oidc-provider's records (interactions, sessions,
 * codes, tokens, grants) live in Redis, so instances share them without the database: a full
 * code + PKCE sign-in, a replayed code revoking its grant, refresh-token rotation.
 */
describe.skipIf(!reachable)('OpenID Connect provider on Redis storage', () => {
  const env = hostAndBrowser({ serveStatic: true, env: { REDIS_URL, REDIS_PREFIX: prefix } });
  const redis = new Redis(REDIS_URL);
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('signs in, refuses a replayed code (revoking its tokens) and rotates refresh tokens, all from Redis', async () => {
    const config = await demoRelyingParty(env.host.url);
    const callback = `${env.host.url}/demo/callback`;
    const request = await authorizationRequest(config, callback);
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(request.url.href);
    await signInByEmail(page, env.host.url, 'redis-oidc@example.com');
    await page.waitForURL((url) => url.href.startsWith(callback));
    const url = new URL(page.url());
    await context.close();

    const checks = {
      pkceCodeVerifier: request.verifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
    };
    const tokens = await client.authorizationCodeGrant(config, url, checks);
    expect(tokens.claims()?.email).toBe('redis-oidc@example.com');
    const stored = await redis.keys(`${prefix}oidc:*`);
    for (const kind of ['Session', 'Grant', 'AuthorizationCode', 'AccessToken', 'RefreshToken'])
      expect(stored.some((key) => key.startsWith(`${prefix}oidc:${kind}:`))).toBe(true);
    const rows = await env.host.services.db.kysely.selectFrom('oidc_models').select('id').execute();
    expect(rows).toEqual([]);
    // docs/security.md §1: no code or token in the clear, neither in a key nor in a value.
    const values = await Promise.all(
      stored.map(async (key) =>
        (await redis.type(key)) === 'hash'
          ? redis.hgetall(key)
          : (await redis.type(key)) === 'list'
            ? redis.lrange(key, 0, -1)
            : redis.get(key),
      ),
    );
    const everything = JSON.stringify([stored, values]);
    for (const secret of [url.searchParams.get('code')!, tokens.access_token, tokens.refresh_token!])
      expect(everything).not.toContain(secret);

    await expect(client.authorizationCodeGrant(config, url, checks)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    expect((await client.tokenIntrospection(config, tokens.access_token)).active).toBe(false);

    const again = await authorizationRequest(config, callback);
    const second = await env.browser.newContext();
    const secondPage = await second.newPage();
    // Another person (one address gets one code a minute), whose refresh token rotates.
    await secondPage.goto(again.url.href);
    await signInByEmail(secondPage, env.host.url, 'redis-oidc2@example.com');
    await secondPage.waitForURL((u) => u.href.startsWith(callback));
    const fresh = await client.authorizationCodeGrant(config, new URL(secondPage.url()), {
      pkceCodeVerifier: again.verifier,
      expectedState: again.state,
      expectedNonce: again.nonce,
    });
    await second.close();
    const rotated = await client.refreshTokenGrant(config, fresh.refresh_token!);
    expect(rotated.access_token).not.toBe(fresh.access_token);
    await expect(client.refreshTokenGrant(config, fresh.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });
});
