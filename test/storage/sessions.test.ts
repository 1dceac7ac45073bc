import { expect, it } from 'vitest';
import type { NewSession } from '../../server/stores/SessionStore';
import { describeStorage } from './describeStorage';

function newSession(id: string, now: number, overrides: Partial<NewSession> = {}): NewSession {
  return {
    id_hash: `id-${id}`,
    app_id: 'acme',
    user_id: 'usr_ada',
    transaction_id: `tx-${id}`,
    token_hash: `token-${id}-0`,
    token_expires_at: now + 3600_000,
    refresh_hash: `refresh-${id}-0`,
    expires_at: now + 30 * 86_400_000,
    created_at: now,
    ...overrides,
  };
}

const next = (id: string, n: number, now: number) => ({
  tokenHash: `token-${id}-${n}`,
  tokenExpiresAt: now + 3600_000,
  refreshHash: `refresh-${id}-${n}`,
});

describeStorage('SessionStore', (storage) => {
  it('opens one session per sign-in and finds it by id, token and transaction', async () => {
    const { services, clock } = storage();
    await services.sessions.open(newSession('a', clock.now()));
    await services.sessions.open(newSession('a', clock.now(), { id_hash: 'id-other' }));
    expect(await services.sessions.byId('id-other')).toBeUndefined();
    const row = await services.sessions.byToken('token-a-0');
    expect(row).toMatchObject({ id_hash: 'id-a', generation: 0, expires_at: clock.now() + 30 * 86_400_000 });
    expect(typeof row?.expires_at).toBe('number');
    expect((await services.sessions.byTransaction('tx-a'))?.id_hash).toBe('id-a');
  });

  it('rotates a refresh token once when ten rotations race, and remembers it as retired', async () => {
    const { services, clock } = storage();
    await services.sessions.open(newSession('a', clock.now()));
    const wins = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        services.sessions.rotate('id-a', 'refresh-a-0', next('a', i + 1, clock.now()), clock.now()),
      ),
    );
    expect(wins.filter(Boolean)).toHaveLength(1);
    const row = await services.sessions.byId('id-a');
    expect(row?.generation).toBe(1);
    expect(await services.sessions.retiredAt('id-a', 'refresh-a-0')).toBe(clock.now());
    expect(await services.sessions.retiredAt('id-b', 'refresh-a-0')).toBeUndefined();
    expect(await services.sessions.retiredAt('id-a', row!.refresh_hash)).toBeUndefined();
  });

  it('neither rotates a revoked nor an ended session, and keeps the first revocation reason', async () => {
    const { services, clock } = storage();
    await services.sessions.open(newSession('a', clock.now()));
    await services.sessions.open(newSession('b', clock.now(), { expires_at: clock.now() + 10 }));
    await services.sessions.revokeSignIn('tx-a', 'refresh_reuse', clock.now());
    await services.sessions.revokeSignIn('tx-a', 'logout', clock.now() + 5);
    expect(
      await services.sessions.rotate('id-a', 'refresh-a-0', next('a', 1, clock.now()), clock.now()),
    ).toBe(false);
    expect(await services.sessions.byId('id-a')).toMatchObject({
      revoked_reason: 'refresh_reuse',
      revoked_at: clock.now(),
    });
    clock.advance(10);
    expect(
      await services.sessions.rotate('id-b', 'refresh-b-0', next('b', 1, clock.now()), clock.now()),
    ).toBe(false);
    await services.sessions.revokeSignIn('tx-b', 'code_reuse', clock.now());
    expect((await services.sessions.byId('id-b'))?.revoked_reason).toBe('code_reuse');
  });

  it('purges sessions, and their retired refresh tokens, that ended long enough ago', async () => {
    const { services, clock } = storage();
    const start = clock.now();
    await services.sessions.open(newSession('old', start, { expires_at: start + 100 }));
    await services.sessions.rotate('id-old', 'refresh-old-0', next('old', 1, start), start);
    await services.sessions.open(newSession('live', start));
    await services.sessions.purgeExpired(start + 101);
    expect(await services.sessions.byId('id-old')).toBeUndefined();
    expect(await services.sessions.retiredAt('id-old', 'refresh-old-0')).toBeUndefined();
    expect(await services.sessions.byId('id-live')).toBeDefined();
  });
});

describeStorage('AddressStore', (storage) => {
  const owner = { appId: 'acme', userId: 'usr_ada' };
  const home = { line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'US' };

  it('adds and lists addresses per app and user, with optional fields only when given', async () => {
    const { services, clock } = storage();
    const first = await services.addresses.add(owner, { ...home, name: 'Ada', region: 'IL' }, 5, clock.now());
    clock.advance(1);
    await services.addresses.add({ ...owner, userId: 'usr_bob' }, home, 5, clock.now());
    await services.addresses.add({ ...owner, appId: 'beta' }, home, 5, clock.now());
    expect(await services.addresses.list(owner)).toEqual([first]);
    expect(first).toEqual({
      ...home,
      name: 'Ada',
      region: 'IL',
      id: expect.any(String),
      createdAt: new Date(clock.now() - 1).toISOString(),
    });
  });

  it('never keeps more than the limit, even when saves race', async () => {
    const { services, clock } = storage();
    const saves = await Promise.all(
      Array.from({ length: 8 }, () => services.addresses.add(owner, home, 3, clock.now())),
    );
    expect(saves.filter(Boolean).length).toBeLessThanOrEqual(3);
    expect((await services.addresses.list(owner)).length).toBeLessThanOrEqual(3);
  });
});

describeStorage('SdkEventStore', (storage) => {
  it('keeps events per app, newest first, and purges old ones', async () => {
    const { services, clock } = storage();
    const event = (name: string, appId = 'acme') => ({
      app_id: appId,
      event_name: name,
      sdk_version: '0.0.1',
      platform: 'WEBSDK',
      inid: null,
      tsid: null,
      wa_id: null,
      params: '{"product":"FLOATER"}',
      received_at: clock.now(),
    });
    await services.sdkEvents.add(event('SDK_INITIALIZED'));
    clock.advance(1000);
    await services.sdkEvents.add(event('SDK_TIMEOUT'));
    await services.sdkEvents.add(event('SDK_TIMEOUT', 'beta'));
    expect((await services.sdkEvents.list('acme', 10)).map((e) => e.event_name)).toEqual([
      'SDK_TIMEOUT',
      'SDK_INITIALIZED',
    ]);
    await services.sdkEvents.purgeOlderThan(clock.now());
    expect((await services.sdkEvents.list('acme', 10)).map((e) => e.event_name)).toEqual(['SDK_TIMEOUT']);
  });
});
