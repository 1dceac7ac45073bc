import { describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_MS, SESSION_TOKEN_TTL_MS } from '../../contract/constants';
import { API } from '../../contract/paths';
import { apiClient, createApp, expectErrorShape, type Reply } from '../support/apiClient';
import { fakeClockHost } from '../support/fakeClockHost';
import { sessionClient } from '../support/sessionClient';

function expectSessionInvalid(res: Reply<unknown>): void {
  expect(res.status).toBe(401);
  expect(expectErrorShape(res).error).toBe('session_invalid');
}

/** docs/security.md "Sessions and tokens"; spec §7 check-session-token, refresh-session-token, logout. */
describe('sessions', () => {
  const env = fakeClockHost();
  const sessions = () => sessionClient(env.api);

  it('opens a session when the browser redeems its sign-in, with secrets of at least 128 bits', async () => {
    const { state, session } = await sessions().signedIn('ada@example.com');
    for (const secret of [session.sessionId, session.sessionToken, session.refreshToken]) {
      expect(secret).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(secret.length * 6).toBeGreaterThanOrEqual(128);
    }
    expect(new Set([session.sessionId, session.sessionToken, session.refreshToken]).size).toBe(3);
    expect(Date.parse(session.sessionTokenExpiresAt)).toBe(env.clock.now() + SESSION_TOKEN_TTL_MS);
    expect(Date.parse(session.expiresAt)).toBe(env.clock.now() + SESSION_MAX_AGE_MS);

    const checked = await sessions().check(state, {
      sessionId: session.sessionId,
      sessionToken: session.sessionToken,
    });
    expect(checked.status).toBe(200);
    expect(checked.headers['cache-control']).toBe('no-store');
    expect(checked.body).toMatchObject({
      success: true,
      data: { sessionId: session.sessionId, user: { email: 'ada@example.com' } },
    });
  });

  it('gives a session only to the browser that began the sign-in', async () => {
    const { code } = await env.api.signIn('ada@example.com');
    const other = await env.api.state();
    const res = await env.api.verifyCode(other, code);
    expect(res.status).toBe(400);
    expect(res.body.sessionInfo).toBeUndefined();
  });

  it('refuses a wrong token, another app, and an expired session token', async () => {
    const { state, session } = await sessions().signedIn('ada@example.com');
    const { sessionId, sessionToken, refreshToken } = session;
    expectSessionInvalid(await sessions().check(state, { sessionId, sessionToken: refreshToken }));
    await createApp(env.host, 'shop');
    const shop = sessionClient(apiClient(env.host, { appId: 'shop' }));
    expectSessionInvalid(await shop.check(state, { sessionId, sessionToken }));

    env.clock.advance(SESSION_TOKEN_TTL_MS);
    expectSessionInvalid(await sessions().check(state, { sessionId, sessionToken }));
  });

  it('rotates on refresh: new tokens work, the old refresh token and session token are dead', async () => {
    const { state, session } = await sessions().signedIn('ada@example.com');
    env.clock.advance(SESSION_TOKEN_TTL_MS + 1);
    const refreshed = await sessions().refresh(state, {
      sessionId: session.sessionId,
      refreshToken: session.refreshToken,
    });
    expect(refreshed.status).toBe(200);
    const next = refreshed.body.data;
    expect(next.sessionId).toBe(session.sessionId);
    expect(next.sessionToken).not.toBe(session.sessionToken);
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect(next.sessionToken.length * 6).toBeGreaterThanOrEqual(128);
    // Refreshing never moves the end of the session.
    expect(next.expiresAt).toBe(session.expiresAt);

    const check = (sessionToken: string) =>
      sessions().check(state, { sessionId: session.sessionId, sessionToken });
    expect((await check(next.sessionToken)).status).toBe(200);
    expectSessionInvalid(await check(session.sessionToken));
  });

  it('revokes the whole session when a rotated refresh token is used again', async () => {
    const { state, session } = await sessions().signedIn('ada@example.com');
    const { sessionId } = session;
    const first = await sessions().refresh(state, { sessionId, refreshToken: session.refreshToken });
    expect(first.status).toBe(200);
    const second = await sessions().refresh(state, { sessionId, refreshToken: first.body.data.refreshToken });
    expect(second.status).toBe(200);
    const latest = second.body.data;

    // The thief replays the first refresh token: refused, and the family is gone.
    expectSessionInvalid(await sessions().refresh(state, { sessionId, refreshToken: session.refreshToken }));
    expectSessionInvalid(await sessions().check(state, { sessionId, sessionToken: latest.sessionToken }));
    expectSessionInvalid(await sessions().refresh(state, { sessionId, refreshToken: latest.refreshToken }));
    const row = await env.host.services.db.kysely
      .selectFrom('sessions')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.revoked_reason).toBe('refresh_reuse');
  });

  it('answers parallel refreshes with one token with one new pair, and keeps the session', async () => {
    const { state, session } = await sessions().signedIn('ada@example.com');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        sessions().refresh(state, { sessionId: session.sessionId, refreshToken: session.refreshToken }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const pairs = new Set(answers.map((a) => `${a.body.data.sessionToken}/${a.body.data.refreshToken}`));
    expect(pairs.size).toBe(1);
    const [winner] = answers;
    expect(
      (
        await sessions().check(state, {
          sessionId: session.sessionId,
          sessionToken: winner!.body.data.sessionToken,
        })
      ).status,
    ).toBe(200);
  });

  it('does not revoke the session for a refresh token it never issued', async () => {
    const { state, session } = await sessions().signedIn('ada@example.com');
    const { sessionId } = session;
    expectSessionInvalid(await sessions().refresh(state, { sessionId, refreshToken: 'A'.repeat(43) }));
    expect((await sessions().refresh(state, { sessionId, refreshToken: session.refreshToken })).status).toBe(
      200,
    );
  });

  it('verify-code stops handing out the first secrets once the session was refreshed', async () => {
    const { state, code, session } = await sessions().signedIn('ada@example.com');
    expect((await env.api.verifyCode(state, code)).body.sessionInfo).toEqual(session);
    await sessions().refresh(state, { sessionId: session.sessionId, refreshToken: session.refreshToken });
    const again = await env.api.verifyCode(state, code);
    expect(again.status).toBe(200);
    expect(again.body.sessionInfo).toBeUndefined();
  });

  it.each([
    ['logout-session', 'logoutSession'],
    ['/v1/user/logout', 'logout'],
  ] as const)('%s ends the session server-side: check and refresh fail after', async (_name, call) => {
    const { state, session } = await sessions().signedIn('ada@example.com');
    const { sessionId, sessionToken, refreshToken } = session;
    const res = await sessions()[call](state, { sessionId, sessionToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expectSessionInvalid(await sessions().check(state, { sessionId, sessionToken }));
    expectSessionInvalid(await sessions().refresh(state, { sessionId, refreshToken }));
    // A retried logout is harmless.
    expect((await sessions()[call](state, { sessionId, sessionToken })).status).toBe(200);
  });

  it('logs out with the refresh token once the session token has expired, but not with a wrong one', async () => {
    const { state, session } = await sessions().signedIn('ada@example.com');
    const { sessionId, refreshToken } = session;
    env.clock.advance(SESSION_TOKEN_TTL_MS * 2);
    expectSessionInvalid(await sessions().logoutSession(state, { sessionId, sessionToken: 'B'.repeat(43) }));
    expect((await sessions().logoutSession(state, { sessionId, refreshToken })).status).toBe(200);
    expectSessionInvalid(await sessions().refresh(state, { sessionId, refreshToken }));
  });

  it('ends a session 30 days after the sign-in, however often it was refreshed', async () => {
    const { state, session } = await sessions().signedIn('ada@example.com');
    let refreshToken = session.refreshToken;
    for (let day = 0; day < 29; day++) {
      env.clock.advance(24 * 3600_000);
      const res = await sessions().refresh(state, { sessionId: session.sessionId, refreshToken });
      expect(res.status).toBe(200);
      refreshToken = res.body.data.refreshToken;
    }
    env.clock.advance(24 * 3600_000);
    expectSessionInvalid(await sessions().refresh(state, { sessionId: session.sessionId, refreshToken }));
  });

  it('revokes the session when the merchant replays the sign-in code', async () => {
    const { state, code, session } = await sessions().signedIn('ada@example.com');
    const exchange = { client_id: 'demo', client_secret: 'demo-secret', code };
    expect((await env.api.merchantToken(exchange)).status).toBe(200);
    expect((await env.api.merchantToken(exchange)).status).toBe(400);
    expectSessionInvalid(
      await sessions().check(state, { sessionId: session.sessionId, sessionToken: session.sessionToken }),
    );
  });

  it('keeps only hashes of the session secrets in storage', async () => {
    const { session } = await sessions().signedIn('ada@example.com');
    const db = env.host.services.db.kysely;
    const stored = JSON.stringify([
      await db.selectFrom('sessions').selectAll().execute(),
      await db.selectFrom('session_retired_refresh').selectAll().execute(),
      await db.selectFrom('transactions').selectAll().execute(),
    ]);
    for (const secret of [session.sessionId, session.sessionToken, session.refreshToken])
      expect(stored).not.toContain(secret);
    const refreshed = await sessions().refresh(await env.api.state(), {
      sessionId: session.sessionId,
      refreshToken: session.refreshToken,
    });
    const after = JSON.stringify([
      await db.selectFrom('sessions').selectAll().execute(),
      await db.selectFrom('session_retired_refresh').selectAll().execute(),
    ]);
    expect(after).not.toContain(refreshed.body.data.sessionToken);
    expect(after).not.toContain(refreshed.body.data.refreshToken);
    expect(after).not.toContain(session.refreshToken);
  });

  it('answers bad input in the spec error shape: unknown fields, missing fields, a foreign state', async () => {
    const { state, session } = await sessions().signedIn('ada@example.com');
    const { sessionId, sessionToken } = session;
    const unknown = await sessions().check(state, { sessionId, sessionToken, extra: 1 });
    expect(unknown.status).toBe(400);
    expect(expectErrorShape(unknown).details).toEqual({ extra: 'This field is not allowed.' });
    const missing = await sessions().refresh(state, { sessionId });
    expect(missing.status).toBe(400);
    expect(expectErrorShape(missing).details).toHaveProperty('refreshToken');
    const neither = await sessions().logout(state, { sessionId });
    expect(neither.status).toBe(400);
    expectErrorShape(neither);
    const badState = await sessions().check('not-a-state', { sessionId, sessionToken });
    expect(expectErrorShape(badState).error).toBe('invalid_state');
    const wrongType = await sessions().check(state, { sessionId: 42, sessionToken });
    expect(wrongType.status).toBe(400);
    const noApp = await env.api.request({
      method: 'POST',
      url: `${API.sessionCheck}/${state}`,
      json: { appId: 'nope', sessionId, sessionToken },
    });
    expect(expectErrorShape(noApp).error).toBe('unknown_app');
  });

  it('answers CORS for a registered origin and refuses an unregistered one', async () => {
    await createApp(env.host, 'shop', { origins: ['https://shop.example'] });
    const shop = apiClient(env.host, { appId: 'shop' });
    const { state, session } = await sessionClient(shop).signedIn('ada@example.com');
    const call = (origin: string) =>
      env.api.request({
        method: 'POST',
        url: `${API.sessionCheck}/${state}`,
        headers: { origin },
        json: { appId: 'shop', sessionId: session.sessionId, sessionToken: session.sessionToken },
      });
    const allowed = await call('https://shop.example');
    expect(allowed.status).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example');
    const refused = await call('https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});
