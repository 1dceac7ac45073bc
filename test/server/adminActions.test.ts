import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, type AdminRole, DASHBOARD_APP_ID } from '../../contract/admin';
import { DEV_ADMIN_EMAIL } from '../../server/admin/seedDashboardApp';
import { apiClient, expectErrorShape, fakeClock, type Json, type RawRequest } from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';

/**
 * docs/dashboard.md: the dashboard's changes, each audited: an app's secret rotated (shown once,
 * the old one refused), an app deleted (never the dashboard's own), the team's roles and members
 * (the last owner stays), a user's passkey removed and a block lifted.
 */
describe('admin API changes', () => {
  let host: Host;
  let n = 0;
  const clock = fakeClock();
  beforeAll(async () => {
    host = await startHost({ listen: false, overrides: { clock } });
  });
  afterAll(() => host?.close());

  async function signedInAs(role: AdminRole, email = `${role}${++n}@example.com`) {
    if (!(await host.services.administrators.byEmail(email)))
      await host.services.administrators.put(email, role, null, Date.now());
    const { code } = await apiClient(host, { appId: DASHBOARD_APP_ID }).signIn(email);
    const api = apiClient(host);
    const res = await api.request({ method: 'POST', url: ADMIN_API.session, json: { code } });
    expect(res.status, res.text).toBe(200);
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    return <T = Json>(req: RawRequest) => api.request<T>({ ...req, headers: { cookie, ...req.headers } });
  }
  const audit = async (call: Awaited<ReturnType<typeof signedInAs>>, action: string) =>
    (await call<{ items: Json[] }>({ method: 'GET', url: ADMIN_API.audit })).body.items.filter(
      (entry) => entry.action === action,
    );

  it('rotates an app’s secret: the new one shown once and taken, the old refused, the audit without it', async () => {
    const call = await signedInAs('admin');
    const demo = apiClient(host);
    const rotated = await call({ method: 'POST', url: ADMIN_API.appSecret('demo') });
    expect(rotated.status).toBe(200);
    const { clientSecret } = rotated.body;
    expect(clientSecret).toMatch(/^\S{32,}$/);
    expect(clientSecret).not.toBe('demo-secret');
    expect(JSON.stringify((await call({ method: 'GET', url: ADMIN_API.app('demo') })).body)).not.toContain(
      clientSecret,
    );

    const old = await demo.merchantToken({
      client_id: 'demo',
      client_secret: 'demo-secret',
      code: (await demo.signIn(`r${++n}@example.com`)).code,
    });
    expect(old.status).toBe(401);
    const fresh = await demo.merchantToken({
      client_id: 'demo',
      client_secret: clientSecret,
      code: (await demo.signIn(`r${++n}@example.com`)).code,
    });
    expect(fresh.status, fresh.text).toBe(200);

    const [entry] = await audit(call, 'app.rotate-secret');
    expect(entry).toMatchObject({ target: 'demo' });
    expect(JSON.stringify(entry)).not.toContain(clientSecret);
  });

  it('deletes an app, but never the dashboard’s own', async () => {
    const call = await signedInAs('admin');
    const app = { id: 'gone1', name: 'Gone', origins: ['https://gone.example'] };
    expect((await call({ method: 'POST', url: ADMIN_API.apps, json: app })).status).toBe(200);
    expect((await call({ method: 'DELETE', url: ADMIN_API.app('gone1') })).body).toEqual({ ok: true });
    expect(await host.services.apps.get('gone1')).toBeUndefined();
    expect((await call({ method: 'DELETE', url: ADMIN_API.app('gone1') })).status).toBe(404);
    expect(await audit(call, 'app.delete')).toContainEqual(expect.objectContaining({ target: 'gone1' }));

    const refused = await call({ method: 'DELETE', url: ADMIN_API.app(DASHBOARD_APP_ID) });
    expect(refused.status).toBe(400);
    expect(expectErrorShape(refused).error).toBe('invalid_request');
    expect(await host.services.apps.get(DASHBOARD_APP_ID)).toBeDefined();
  });

  it('changes a role and removes a member, and keeps the last owner', async () => {
    const ownerEmail = `owner${++n}@example.com`;
    const call = await signedInAs('owner', ownerEmail);
    const team = async () =>
      (await call<{ items: Json[] }>({ method: 'GET', url: ADMIN_API.team })).body.items;
    const idOf = async (email: string) => (await team()).find((m) => m.email === email)!.id as string;

    const memberEmail = `member${++n}@example.com`;
    const memberCall = await signedInAs('viewer', memberEmail);
    const member = await idOf(memberEmail);
    const promote = { method: 'PATCH', url: ADMIN_API.teamMember(member), json: { role: 'admin' } } as const;
    expect((await call(promote)).body).toEqual({ ok: true });
    expect((await team()).find((m) => m.id === member)).toMatchObject({ role: 'admin' });
    expect(await audit(call, 'team.role')).toContainEqual(
      expect.objectContaining({ target: memberEmail, before: { role: 'viewer' }, after: { role: 'admin' } }),
    );
    expect((await call({ method: 'DELETE', url: ADMIN_API.teamMember(member) })).body).toEqual({ ok: true });
    // Removal ends their session at once.
    expect((await memberCall({ method: 'GET', url: ADMIN_API.session })).status).toBe(401);

    // The dev owner steps down; the one owner left can neither step down nor be removed.
    const devOwner = await idOf(DEV_ADMIN_EMAIL);
    await call({ method: 'PATCH', url: ADMIN_API.teamMember(devOwner), json: { role: 'admin' } });
    const me = await idOf(ownerEmail);
    for (const req of [
      { method: 'PATCH', url: ADMIN_API.teamMember(me), json: { role: 'viewer' } },
      { method: 'DELETE', url: ADMIN_API.teamMember(me) },
    ] as RawRequest[]) {
      const res = await call(req);
      expect(res.status, req.method).toBe(400);
      expect(expectErrorShape(res).error).toBe('invalid_request');
    }
    expect((await team()).find((m) => m.id === me)).toMatchObject({ role: 'owner' });
  });

  it('removes a user’s passkey, and lifts a block so they sign in again', async () => {
    const call = await signedInAs('admin');
    const email = `keyed${++n}@example.com`;
    const { uid } = await host.services.users.signInVerified('demo', 'EMAIL', email, Date.now());
    await host.services.passkeys.addCredential({
      id: `cred${n}`,
      app_id: 'demo',
      user_id: uid,
      user_handle: 'aGFuZGxl',
      rp_id: 'localhost',
      public_key: 'cGs',
      counter: 0,
      transports: '[]',
      device_type: 'singleDevice',
      backed_up: 0,
      aaguid: '00000000-0000-0000-0000-000000000000',
      state_hash: 'state',
      created_at: Date.now(),
    });
    const detail = async () => (await call({ method: 'GET', url: ADMIN_API.user(uid) })).body;
    expect((await detail()).passkeys).toEqual([expect.objectContaining({ id: `cred${n}` })]);
    const remove = { method: 'DELETE', url: ADMIN_API.userPasskey(uid, `cred${n}`) } as const;
    expect((await call(remove)).body).toEqual({ ok: true });
    expect((await detail()).passkeys).toEqual([]);
    expect((await call(remove)).status).toBe(404);
    expect(await audit(call, 'user.remove-passkey')).toContainEqual(
      expect.objectContaining({ before: { passkey: `cred${n}` } }),
    );

    const block = (blocked: boolean) =>
      call({ method: 'POST', url: ADMIN_API.userBlock(uid), json: { blocked } });
    const demo = apiClient(host);
    await block(true);
    const started = await demo.startEmail(email);
    expect((await demo.otp(started.state, started.asId, started.otp)).status).toBe(403);
    expect((await block(false)).status).toBe(200);
    expect((await detail()).blocked).toBe(false);
    clock.advance(61_000); // the next send to the same address waits 60 s
    const again = await demo.startEmail(email);
    expect((await demo.otp(again.state, again.asId, again.otp)).status).toBe(200);
    expect(await audit(call, 'user.unblock')).toContainEqual(
      expect.objectContaining({ before: { blocked: true }, after: { blocked: false } }),
    );
  });
});
