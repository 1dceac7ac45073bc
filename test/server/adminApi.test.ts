import { describe, expect, it } from 'vitest';
import { ADMIN_API, type AdminRole, DASHBOARD_APP_ID } from '../../contract/admin';
import { DEV_ADMIN_EMAIL } from '../../server/admin/seedDashboardApp';
import { apiClient, expectErrorShape, type Json, type RawRequest } from '../support/apiClient';
import { sharedHost } from '../support/sharedHost';

/** docs/dashboard.md: the dashboard's API, its sign-in, roles and audit log. */
describe('admin API', () => {
  const env = sharedHost();
  let n = 0;

  /** Signs `email` in on the dashboard's app and trades the code for an admin cookie. */
  async function signedInAs(role: AdminRole | 'none') {
    const email = `${role}${++n}@example.com`;
    if (role !== 'none') await env.host.services.administrators.put(email, role, null, Date.now());
    const dash = apiClient(env.host, { appId: DASHBOARD_APP_ID });
    const { code } = await dash.signIn(email);
    const res = await env.api.request({ method: 'POST', url: ADMIN_API.session, json: { code } });
    const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0]!;
    const call = <T = Json>(req: RawRequest) =>
      env.api.request<T>({ ...req, headers: { cookie, ...req.headers } });
    return { res, cookie, call, email };
  }

  const newApp = (id: string) => ({ id, name: `Shop ${id}`, origins: ['https://shop.example'] });

  it('seeds the dashboard app and dev mode’s owner', async () => {
    expect(await env.host.services.apps.get(DASHBOARD_APP_ID)).toMatchObject({
      origins: [env.host.services.issuer],
    });
    expect(await env.host.services.administrators.byEmail(DEV_ADMIN_EMAIL)).toMatchObject({ role: 'owner' });
  });

  it('answers 401 without an administrator’s session, on every kind of call', async () => {
    for (const req of [
      { method: 'GET', url: ADMIN_API.session },
      { method: 'GET', url: ADMIN_API.apps },
      { method: 'POST', url: ADMIN_API.apps, json: newApp('nope') },
      { method: 'GET', url: ADMIN_API.users },
      { method: 'GET', url: ADMIN_API.funnel },
      { method: 'GET', url: ADMIN_API.audit },
      {
        method: 'GET',
        url: ADMIN_API.apps,
        headers: { cookie: 'sesame_admin=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
      },
    ] as RawRequest[]) {
      const res = await env.api.request(req);
      expect(res.status, `${req.method} ${req.url}`).toBe(401);
      expect(expectErrorShape(res).error).toBe('admin_session_required');
    }
  });

  it('signs an administrator in with a Sesame code, once, into an HttpOnly SameSite=Strict cookie', async () => {
    const { res, call, email } = await signedInAs('admin');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email, role: 'admin' });
    const header = String(res.headers['set-cookie']);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect((await call({ method: 'GET', url: ADMIN_API.session })).body).toMatchObject({ email });
    await call({ method: 'DELETE', url: ADMIN_API.session });
    expect((await call({ method: 'GET', url: ADMIN_API.session })).status).toBe(401);
  });

  it('refuses a person who is not an administrator, and a code of another app', async () => {
    const { res } = await signedInAs('none');
    expect(res.status).toBe(403);
    expect(expectErrorShape(res).error).toBe('not_an_administrator');
    const { code } = await env.api.signIn(`shopper${++n}@example.com`);
    const other = await env.api.request({ method: 'POST', url: ADMIN_API.session, json: { code } });
    expect(expectErrorShape(other).error).toBe('invalid_grant');
  });

  it('creates and edits an app through the CLI’s checks, and writes the audit log with secrets redacted', async () => {
    const { call, email } = await signedInAs('admin');
    const created = await call({
      method: 'POST',
      url: ADMIN_API.apps,
      json: { ...newApp('shop1'), primaryColor: '#1A56DB' },
    });
    expect(created.status).toBe(200);
    expect(created.body.clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const edited = await call({
      method: 'PATCH',
      url: ADMIN_API.app('shop1'),
      json: {
        options: { isWebauthnEnabled: true },
        layout: 'right',
        origins: ['https://shop.example', 'http://localhost:5173'],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      origins: ['https://shop.example', 'http://localhost:5173'],
      options: { isWebauthnEnabled: true },
      uiConfig: { widget: { layout: 'right' }, colors: { primary: '#1a56db' } },
    });
    // The AppStore, the apps tool's one writer, holds the change.
    expect((await env.host.services.apps.get('shop1'))?.options.isWebauthnEnabled).toBe(true);

    const audit = await call<{ items: Json[] }>({ method: 'GET', url: ADMIN_API.audit });
    const [edit, create] = audit.body.items;
    expect(edit).toMatchObject({ adminEmail: email, action: 'app.edit', target: 'shop1' });
    expect(edit!.before.options).toEqual({});
    expect(edit!.after.options).toEqual({ isWebauthnEnabled: true });
    expect(create).toMatchObject({ action: 'app.create', target: 'shop1' });
    expect(JSON.stringify(audit.body)).not.toContain(created.body.clientSecret);
  });

  it('answers the CLI’s validation messages in the spec’s error shape, naming the field', async () => {
    const { call } = await signedInAs('admin');
    const origin = await call({
      method: 'POST',
      url: ADMIN_API.apps,
      json: { ...newApp('shop2'), origins: ['https://shop.example/'] },
    });
    expect(origin.status).toBe(400);
    const body = expectErrorShape(origin);
    expect(body.error).toBe('invalid_request');
    expect(body.details?.origins).toContain('must be an exact origin');
    const colour = await call({
      method: 'PATCH',
      url: ADMIN_API.app(DASHBOARD_APP_ID),
      json: { primaryColor: 'blue' },
    });
    expect(expectErrorShape(colour).details?.primaryColor).toContain('must be a hex colour');
    const channel = await call({
      method: 'PATCH',
      url: ADMIN_API.app(DASHBOARD_APP_ID),
      json: { channels: ['CARRIER_PIGEON'] },
    });
    expect(expectErrorShape(channel).details?.channels).toContain('Unknown channel');
    const extra = await call({
      method: 'PATCH',
      url: ADMIN_API.app(DASHBOARD_APP_ID),
      json: { secret: 'x' },
    });
    expect(expectErrorShape(extra).details?.secret).toBe('This field is not allowed.');
  });

  it('lets a viewer read but change nothing (403), and only owners manage the team', async () => {
    const viewer = await signedInAs('viewer');
    expect((await viewer.call({ method: 'GET', url: ADMIN_API.apps })).status).toBe(200);
    for (const req of [
      { method: 'POST', url: ADMIN_API.apps, json: newApp('shop3') },
      { method: 'PATCH', url: ADMIN_API.app('demo'), json: { name: 'Mine' } },
      { method: 'POST', url: ADMIN_API.appSecret('demo') },
      { method: 'DELETE', url: ADMIN_API.app('demo') },
      { method: 'POST', url: ADMIN_API.team, json: { email: 'x@example.com', role: 'owner' } },
    ] as RawRequest[]) {
      const res = await viewer.call(req);
      expect(res.status, `${req.method} ${req.url}`).toBe(403);
      expect(expectErrorShape(res).error).toBe('role_forbidden');
    }
    const admin = await signedInAs('admin');
    expect(
      (
        await admin.call({
          method: 'POST',
          url: ADMIN_API.team,
          json: { email: 'x@example.com', role: 'owner' },
        })
      ).status,
    ).toBe(403);
    expect((await env.host.services.apps.get('demo'))?.name).not.toBe('Mine');

    // An owner adds a member, who gets an invitation by email naming the dashboard's address.
    const owner = await signedInAs('owner');
    const added = await owner.call({
      method: 'POST',
      url: ADMIN_API.team,
      json: { email: 'New@Example.com', role: 'viewer' },
    });
    expect(added.body).toMatchObject({ email: 'new@example.com', role: 'viewer', invited: true });
    const [invitation] = (await env.host.services.outbox!.list({
      to: 'new@example.com',
      limit: 1,
    })) as Json[];
    expect(invitation).toMatchObject({ channel: 'EMAIL', link: `${env.host.services.issuer}/dashboard/` });
    expect(invitation!.subject).toContain(owner.email);
  });

  it('finds a user, revokes their session, blocks them so sign-in refuses, and deletes them', async () => {
    const { call } = await signedInAs('admin');
    const shopper = `blocked${++n}@example.com`;
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const browser = apiClient(env.host, { headers: { 'user-agent': firefox } });
    const { state, code } = await browser.signIn(shopper);
    expect((await browser.verifyCode(state, code)).status).toBe(200);
    const found = await call<{ items: Json[] }>({
      method: 'GET',
      url: ADMIN_API.users,
      query: { q: shopper },
    });
    const [user] = found.body.items;
    expect(user).toMatchObject({ email: shopper, appId: 'demo', blocked: false });
    const detail = await call({ method: 'GET', url: ADMIN_API.user(user!.id) });
    expect(detail.body.sessions).toHaveLength(1);
    expect(detail.body.sessions[0].live).toBe(true);
    // An email sign-in's device is the one that asked for it (kept beside the transaction).
    expect(detail.body.signIns[0]).toMatchObject({
      channel: 'EMAIL_LOGIN',
      status: 'SUCCESS',
      device: 'Firefox on Windows',
    });

    expect(
      (await call({ method: 'DELETE', url: ADMIN_API.userSession(user!.id, detail.body.sessions[0].id) }))
        .status,
    ).toBe(200);
    expect((await call({ method: 'GET', url: ADMIN_API.user(user!.id) })).body.sessions[0].live).toBe(false);

    const remembered = () =>
      env.host.services.db.kysely
        .selectFrom('browser_identities')
        .select('user_id')
        .where('user_id', '=', user!.id)
        .execute();
    // Revoking a session revokes the sign-in it rests on: the browser that gained the user forgot them.
    expect(await remembered()).toEqual([]);
    expect(
      (await call({ method: 'POST', url: ADMIN_API.userBlock(user!.id), json: { blocked: true } })).status,
    ).toBe(200);
    // Revocation is total: one-tap no longer offers the blocked user in the browser that knew them.
    expect(await remembered()).toEqual([]);
    const blocked = await call({ method: 'GET', url: ADMIN_API.user(user!.id) });
    expect(blocked.body).toMatchObject({ blocked: true });

    // A blocked user's next sign-in is refused, by the code they were sent.
    const other = `blocked${++n}@example.com`;
    const stored = await env.host.services.users.signInVerified('demo', 'EMAIL', other, Date.now());
    await call({ method: 'POST', url: ADMIN_API.userBlock(stored.uid), json: { blocked: true } });
    const started = await env.api.startEmail(other);
    const refused = await env.api.otp(started.state, started.asId, started.otp);
    expect(refused.status).toBe(403);
    expect(expectErrorShape(refused).error).toBe('user_blocked');

    const exported = await call({ method: 'GET', url: ADMIN_API.userExport(user!.id) });
    expect(exported.body).toMatchObject({ id: user!.id, email: shopper, blocked: true });
    expect((await call({ method: 'DELETE', url: ADMIN_API.user(user!.id) })).status).toBe(200);
    expect((await call({ method: 'GET', url: ADMIN_API.user(user!.id) })).status).toBe(404);
  });

  it('reports the funnel per app and channel and the message deliveries', async () => {
    const { call } = await signedInAs('viewer');
    const funnel = await call({ method: 'GET', url: ADMIN_API.funnel, query: { appId: 'demo' } });
    expect(funnel.status).toBe(200);
    const row = funnel.body.rows.find((r: Json) => r.channel === 'EMAIL_LOGIN');
    expect(row.started).toBeGreaterThanOrEqual(row.completed);
    expect(row.completed).toBeGreaterThan(0);
    // Email sends are deliveries of their sign-in channel, as SMS and WhatsApp sends are.
    expect(row.delivered).toBeGreaterThan(0);
    const sent = await call<{ items: Json[] }>({
      method: 'GET',
      url: ADMIN_API.deliveries,
      query: { status: 'sent' },
    });
    expect(sent.body.items).toContainEqual(
      expect.objectContaining({ appId: 'demo', channel: 'EMAIL_LOGIN' }),
    );
    expect(row.medianMs).toBeGreaterThanOrEqual(0);
    const { deliveries } = env.host.services;
    await deliveries.claim('k-failed', 'demo', 'SMS', Date.now());
    await deliveries.finish('k-failed', 'failed', undefined, Date.now(), 'provider answered 503');
    const failed = await call<{ items: Json[] }>({
      method: 'GET',
      url: ADMIN_API.deliveries,
      query: { status: 'failed' },
    });
    expect(failed.body.items).toEqual([
      expect.objectContaining({ appId: 'demo', channel: 'SMS', error: 'provider answered 503' }),
    ]);
    const bad = await call({ method: 'GET', url: ADMIN_API.funnel, query: { days: 'x' } });
    expect(expectErrorShape(bad).error).toBe('invalid_request');
  });

  it('reports a fallback chain: the failed WhatsApp send’s provider status, and the SMS that replaced it', async () => {
    const { call } = await signedInAs('viewer');
    const { deliveries } = env.host.services;
    const sent = Date.now();
    await deliveries.claim('k-wa', 'fallback1', 'WHATSAPP', sent, 'tx-wa');
    await deliveries.finish('k-wa', 'sent', 'wamid.fallback1', sent);
    const failedAt = sent + 1_000;
    await deliveries.recordProviderStatus('WHATSAPP', 'wamid.fallback1', 'FAILED', failedAt, 'undeliverable');
    await deliveries.claim('k-sms', 'fallback1', 'SMS', sent + 2_000, 'tx-sms');
    await deliveries.finish('k-sms', 'sent', 'SM-fallback1', sent + 2_000);
    await deliveries.markFallback('tx-sms', 'tx-wa');

    const res = await call<{ items: Json[] }>({
      method: 'GET',
      url: ADMIN_API.deliveries,
      query: { appId: 'fallback1' },
    });
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      {
        key: 'k-sms',
        appId: 'fallback1',
        channel: 'SMS',
        status: 'sent',
        attempts: 0,
        providerId: 'SM-fallback1',
        transactionId: 'tx-sms',
        fallbackFrom: { transactionId: 'tx-wa', key: 'k-wa', channel: 'WHATSAPP' },
        createdAt: new Date(sent + 2_000).toISOString(),
        updatedAt: new Date(sent + 2_000).toISOString(),
      },
      {
        key: 'k-wa',
        appId: 'fallback1',
        channel: 'WHATSAPP',
        status: 'sent',
        attempts: 0,
        providerId: 'wamid.fallback1',
        error: 'undeliverable',
        transactionId: 'tx-wa',
        providerStatus: 'FAILED',
        providerStatusAt: new Date(failedAt).toISOString(),
        createdAt: new Date(sent).toISOString(),
        updatedAt: new Date(failedAt).toISOString(),
      },
    ]);
  });

  it('manages an app’s webhooks: add (secret once), user.updated and user.deleted queued, resend, remove', async () => {
    const { call } = await signedInAs('admin');
    expect((await call({ method: 'POST', url: ADMIN_API.apps, json: newApp('hooks1') })).status).toBe(200);
    const viewer = await signedInAs('viewer');
    const hook = { url: 'https://hooks.example/sesame', events: ['user.updated', 'user.deleted'] };
    expect(
      (await viewer.call({ method: 'POST', url: ADMIN_API.webhooks('hooks1'), json: hook })).status,
    ).toBe(403);
    const badUrl = await call({
      method: 'POST',
      url: ADMIN_API.webhooks('hooks1'),
      json: { ...hook, url: 'ftp://x' },
    });
    expect(expectErrorShape(badUrl).details).toHaveProperty('url');
    const badEvent = await call({
      method: 'POST',
      url: ADMIN_API.webhooks('hooks1'),
      json: { ...hook, events: ['user.renamed'] },
    });
    expect(expectErrorShape(badEvent).error).toBe('invalid_request');

    const added = await call({ method: 'POST', url: ADMIN_API.webhooks('hooks1'), json: hook });
    expect(added.status).toBe(200);
    expect(added.body.secret).toMatch(/^whsec_/);
    const listed = await call({ method: 'GET', url: ADMIN_API.webhooks('hooks1') });
    expect(listed.body.endpoints).toEqual([expect.objectContaining({ id: added.body.id, ...hook })]);
    expect(JSON.stringify(listed.body)).not.toContain(added.body.secret);

    // Blocking and deleting a user of the app tell the merchant's server.
    const user = await env.host.services.users.signInVerified(
      'hooks1',
      'EMAIL',
      'hook@example.com',
      Date.now(),
    );
    await call({ method: 'POST', url: ADMIN_API.userBlock(user.uid), json: { blocked: true } });
    expect((await call({ method: 'DELETE', url: ADMIN_API.user(user.uid) })).status).toBe(200);
    const queued = await env.host.services.webhookDeliveries.log('hooks1', 10);
    const payloads = queued.map((d) => JSON.parse(d.payload)).reverse();
    expect(payloads.map((p) => p.type)).toEqual(['user.updated', 'user.deleted']);
    expect(payloads[0].data).toMatchObject({
      appId: 'hooks1',
      user: { uid: user.uid },
      changed: ['blocked'],
    });
    expect(payloads[1].data).toMatchObject({
      appId: 'hooks1',
      user: { uid: user.uid, email: 'hook@example.com' },
    });

    const log = await call({ method: 'GET', url: ADMIN_API.webhooks('hooks1') });
    const deleted = log.body.deliveries.find((d: Json) => d.event === 'user.deleted');
    const again = await call({ method: 'POST', url: ADMIN_API.webhookResend('hooks1', deleted.id) });
    expect(again.body).toEqual({ id: expect.stringMatching(/^dlv_/), messageId: deleted.messageId });
    expect((await call({ method: 'POST', url: ADMIN_API.webhookResend('hooks1', 'dlv_none') })).status).toBe(
      404,
    );

    expect((await call({ method: 'DELETE', url: ADMIN_API.webhook('hooks1', added.body.id) })).status).toBe(
      200,
    );
    expect((await call({ method: 'DELETE', url: ADMIN_API.webhook('hooks1', added.body.id) })).status).toBe(
      404,
    );
    const audit = await call<{ items: Json[] }>({ method: 'GET', url: ADMIN_API.audit });
    expect(audit.body.items.map((a) => a.action)).toEqual(
      expect.arrayContaining(['webhook.add', 'webhook.resend', 'webhook.remove']),
    );
    expect(JSON.stringify(audit.body)).not.toContain(added.body.secret);
  });
});
