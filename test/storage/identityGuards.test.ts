import { expect, it } from 'vitest';
import { describeStorage } from './describeStorage';

describeStorage('IdentityGuardStore', (storage) => {
  it('reserves attempts up to the limit, then refuses', async () => {
    const { services, clock } = storage();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await services.guards.reserve('id:ada', 3, clock.now()));
    expect(results).toEqual([true, true, true, false]);
    expect(await services.guards.failures('id:ada')).toBe(3);
  });

  it('reserves exactly 100 of 150 concurrent attempts', async () => {
    const { services, clock } = storage();
    const tries = Array.from({ length: 150 }, () => services.guards.reserve('id:ada', 100, clock.now()));
    expect((await Promise.all(tries)).filter(Boolean)).toHaveLength(100);
    expect(await services.guards.failures('id:ada')).toBe(100);
  });

  it('starts again from zero after a reset, and counts each identity apart', async () => {
    const { services, clock } = storage();
    for (let i = 0; i < 3; i++) await services.guards.reserve('id:ada', 3, clock.now());
    await services.guards.reserve('id:bob', 3, clock.now());
    await services.guards.reset('id:ada');
    expect(await services.guards.failures('id:ada')).toBe(0);
    expect(await services.guards.failures('id:bob')).toBe(1);
    expect(await services.guards.reserve('id:ada', 3, clock.now())).toBe(true);
  });

  it('stores the time of the last attempt as a number', async () => {
    const { services, clock } = storage();
    await services.guards.reserve('id:ada', 3, clock.now());
    clock.advance(1_000);
    await services.guards.reserve('id:ada', 3, clock.now());
    const row = await services.db.kysely.selectFrom('identity_guards').selectAll().executeTakeFirstOrThrow();
    expect(row).toEqual({ key: 'id:ada', failures: 2, updated_at: clock.now() });
  });

  it('never lifts a lock by time when no lock time is given: only a reset does', async () => {
    const { services, clock } = storage();
    for (let i = 0; i < 3; i++) await services.guards.reserve('id:ada', 3, clock.now());
    clock.advance(365 * 86_400_000);
    expect(await services.guards.reserve('id:ada', 3, clock.now())).toBe(false);
    await services.guards.reset('id:ada');
    expect(await services.guards.reserve('id:ada', 3, clock.now())).toBe(true);
  });

  it('lifts a lock with a lock time once it has passed since the last counted failure', async () => {
    const { services, clock } = storage();
    for (let i = 0; i < 3; i++) await services.guards.reserve('id:ada', 3, clock.now(), 60_000);
    clock.advance(59_000);
    expect(await services.guards.reserve('id:ada', 3, clock.now(), 60_000)).toBe(false);
    clock.advance(1_000);
    expect(await services.guards.reserve('id:ada', 3, clock.now(), 60_000)).toBe(true);
    expect(await services.guards.failures('id:ada')).toBe(1);
  });
});
