import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_API, DASHBOARD_APP_ID } from '../../contract/admin';
import { REFRESH_GRACE_MS } from '../../contract/constants';
import { API } from '../../contract/paths';
import { OidcHost } from '../../server/oidc/OidcHost';
import { signOutUser } from '../../server/oidc/signOutUser';
import { apiClient, expectErrorShape, type Json, type RawRequest } from '../support/apiClient';
import { fakeClockHost } from '../support/fakeClockHost';
import { sessionClient } from '../support/sessionClient';
import { signInOnDevice } from '../support/testDevice';

const DEMO = { client_id: 'demo', client_secret: 'demo-secret' };

/**
 * docs/security.md "Revoking a sign-in": every revocation, not only "NOT ME" and logout, goes
 * through one operation. An administrator's revoke, block or delete, a replayed refresh token and
 * OpenID Connect logout each end the sessions, fail the unexchanged merchant codes, make the
 * browsers that gained the identity forget it (no one-tap back in), record the event the merchant
 * reads and emit the webhooks.
 */
describe('every revocation of a sign-in is total', () => {
  const env = fakeClockHost();
  afterEach(() => vi.restoreAllMocks());
  let n = 0;

  /** A webhook endpoint of the demo app that hears both revocation events (its queue is read directly). */
  async function listening() {
    await env.host.services.webhookEndpoints.add({
      id: `ep_${++n}`,
      appId: 'demo',
      url: 'https://hooks.example/sesame',
      events: ['signin.revoked', 'session.revoked'],
      createdAt: env.clock.now(),
      secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
    });
  }
  const webhooks = async () =>
    (
      await env.host.services.db.kysely
        .selectFrom('webhook_deliveries')
        .select(['event', 'payload'])
        .orderBy('created_at')
        .execute()
    ).map((row) => ({ event: row.event, data: JSON.parse(row.payload).data as Json }));

  const merchantEvents = async () =>
    (
      await env.api.request({
        method: 'GET',
        url: API.merchantEvents,
        headers: {
          authorization: `Basic ${Buffer.from(`${DEMO.client_id}:${DEMO.client_secret}`).toString('base64')}`,
        },
      })
    ).body.events as Json[];

  /** A browser with a device key signed in as `email`: its session, a one-tap session and an unexchanged one-tap code. */
  async function signedIn(email: string) {
    const browser = await signInOnDevice(env.api, email);
    const session = (await env.api.verifyCode(browser.state, browser.code)).body.sessionInfo as Json;
    const id = (await browser.device.list()).body.identities[0].id as string;
    const tapped = await browser.device.complete(id);
    expect(tapped.status).toBe(200);
    const tappedSession = (await env.api.verifyCode(browser.state, tapped.body.code)).body
      .sessionInfo as Json;
    return { ...browser, session, identityId: id, tappedCode: tapped.body.code as string, tappedSession };
  }

  /** Nothing of the sign-in is left: sessions, merchant codes, one-tap in the browser that gained it. */
  async function expectRevoked(browser: Awaited<ReturnType<typeof signedIn>>) {
    const sessions = sessionClient(env.api);
    for (const s of [browser.session, browser.tappedSession]) {
      const res = await sessions.check(browser.state, {
        sessionId: s.sessionId,
        sessionToken: s.sessionToken,
      });
      expect(res.status).toBe(401);
      expect(expectErrorShape(res).error).toBe('session_invalid');
    }
    for (const code of [browser.code, browser.tappedCode]) {
      const res = await env.api.merchantToken({ ...DEMO, code });
      expect(res.status).toBe(400);
      expect(expectErrorShape(res).error).toBe('invalid_grant');
    }
    // The browser forgot the identity and its device key: no one-tap back in.
    expect((await browser.device.list()).status).toBe(401);
    expect((await browser.device.complete(browser.identityId)).status).toBe(401);
  }

  async function admin() {
    const email = `admin${++n}@example.com`;
    await env.host.services.administrators.put(email, 'admin', null, env.clock.now());
    const { code } = await apiClient(env.host, { appId: DASHBOARD_APP_ID }).signIn(email);
    const res = await env.api.request({ method: 'POST', url: ADMIN_API.session, json: { code } });
    const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0]!;
    return <T = Json>(req: RawRequest) => env.api.request<T>({ ...req, headers: { cookie, ...req.headers } });
  }
  async function userIdOf(call: Awaited<ReturnType<typeof admin>>, email: string): Promise<string> {
    const found = await call<{ items: Json[] }>({ method: 'GET', url: ADMIN_API.users, query: { q: email } });
    return found.body.items[0]!.id as string;
  }

  it('an administrator revoking one session revokes its sign-in', async () => {
    await listening();
    const browser = await signedIn('revoked@example.com');
    const call = await admin();
    const userId = await userIdOf(call, 'revoked@example.com');
    const detail = await call({ method: 'GET', url: ADMIN_API.user(userId) });
    const own = (detail.body.sessions as Json[]).at(-1)!;
    expect((await call({ method: 'DELETE', url: ADMIN_API.userSession(userId, own.id) })).status).toBe(200);

    await expectRevoked(browser);
    expect(await merchantEvents()).toEqual([
      expect.objectContaining({
        type: 'signin.revoked',
        signInId: browser.asId,
        userId,
        reason: 'admin_revoke',
      }),
    ]);
    expect(await webhooks()).toEqual([
      {
        event: 'signin.revoked',
        data: expect.objectContaining({ signIn: browser.asId, reason: 'admin_revoke' }),
      },
      {
        event: 'session.revoked',
        data: expect.objectContaining({ signIn: browser.asId, userId, reason: 'admin_revoke' }),
      },
    ]);
  });

  it('a refresh token presented again after its grace revokes the sign-in', async () => {
    await listening();
    const browser = await signedIn('reused@example.com');
    const sessions = sessionClient(env.api);
    const { sessionId, refreshToken } = browser.session;
    expect((await sessions.refresh(browser.state, { sessionId, refreshToken })).status).toBe(200);
    env.clock.advance(REFRESH_GRACE_MS + 1);
    expect((await sessions.refresh(browser.state, { sessionId, refreshToken })).status).toBe(401);

    await expectRevoked(browser);
    expect((await merchantEvents()).map((e) => e.reason)).toEqual(['refresh_reuse']);
    expect((await webhooks()).map((w) => [w.event, w.data.reason])).toEqual([
      ['signin.revoked', 'refresh_reuse'],
      ['session.revoked', 'refresh_reuse'],
    ]);
  });

  it('blocking a user revokes every sign-in of theirs, in every browser', async () => {
    await listening();
    const first = await signedIn('blocked@example.com');
    env.clock.advance(61_000); // the next code to the same address
    const second = await signedIn('blocked@example.com');
    const call = await admin();
    const userId = await userIdOf(call, 'blocked@example.com');
    const blocked = await call({ method: 'POST', url: ADMIN_API.userBlock(userId), json: { blocked: true } });
    expect(blocked.status).toBe(200);

    await expectRevoked(first);
    await expectRevoked(second);
    const revoked = (await webhooks()).filter((w) => w.event === 'session.revoked');
    expect(revoked.map((w) => w.data.signIn).sort()).toEqual([first.asId, second.asId].sort());
    expect(revoked.every((w) => w.data.reason === 'admin_revoke' && w.data.userId === userId)).toBe(true);
  });

  it('deleting a user revokes every sign-in of theirs and tells the merchant', async () => {
    await listening();
    const browser = await signedIn('deleted@example.com');
    const call = await admin();
    const userId = await userIdOf(call, 'deleted@example.com');
    expect((await call({ method: 'DELETE', url: ADMIN_API.user(userId) })).status).toBe(200);

    await expectRevoked(browser);
    expect((await webhooks()).map((w) => w.event)).toEqual(['signin.revoked', 'session.revoked']);
  });

  it('OpenID Connect logout revokes the user’s sign-ins as a logout', async () => {
    await listening();
    const browser = await signedIn('oidc@example.com');
    const userId = (
      await env.host.services.db.kysely.selectFrom('sessions').select('user_id').executeTakeFirstOrThrow()
    ).user_id;
    await signOutUser(env.host.services, userId);

    await expectRevoked(browser);
    expect((await merchantEvents()).map((e) => e.reason)).toEqual(['logout']);
    // A logout is not a revocation the merchant must act on: only sessions ended.
    expect((await webhooks()).map((w) => [w.event, w.data.reason])).toEqual([
      ['session.revoked', 'logout'],
      ['session.revoked', 'oidc_logout'],
    ]);
  });

  it('a failed revocation at OpenID Connect logout is logged, never an unhandled rejection', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('storage away');
    const host = new OidcHost(env.host.services, () => Promise.reject(failure));
    const provider = await host.provider();
    provider.emit('end_session.success', { oidc: { session: { accountId: 'usr_1' } } });
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('usr_1'), failure));
  });
});
