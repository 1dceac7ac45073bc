import { expect, it } from 'vitest';
import { describeStorage } from './describeStorage';

describeStorage('UserStore', (storage) => {
  it('creates the user of a verified email on first sign-in and finds it after', async () => {
    const { services, clock } = storage();
    const first = await services.users.signInVerified('acme', 'EMAIL', 'ada@example.com', clock.now());
    expect(first).toEqual({
      uid: expect.stringMatching(/^usr_/),
      email: 'ada@example.com',
      emailVerified: true,
      createdAt: new Date(clock.now()).toISOString(),
    });
    clock.advance(60_000);
    expect(await services.users.signInVerified('acme', 'EMAIL', 'ada@example.com', clock.now())).toEqual(
      first,
    );
    expect(await services.users.get(first.uid)).toEqual(first);
    expect(await services.users.get('usr_nope')).toBeUndefined();
  });

  it('keeps users of different apps apart', async () => {
    const { services, clock } = storage();
    const acme = await services.users.signInVerified('acme', 'EMAIL', 'ada@example.com', clock.now());
    const beta = await services.users.signInVerified('beta', 'EMAIL', 'ada@example.com', clock.now());
    expect(beta.uid).not.toBe(acme.uid);
  });

  it('creates a mobile user without a verified email', async () => {
    const { services, clock } = storage();
    const user = await services.users.signInVerified('acme', 'MOBILE', '+447700900123', clock.now());
    expect(user).toMatchObject({ mobile: '+447700900123', emailVerified: false });
    expect(user.email).toBeUndefined();
  });

  it('gives 10 concurrent first sign-ins of one identity one user', async () => {
    const { services, clock } = storage();
    const tries = Array.from({ length: 10 }, () =>
      services.users.signInVerified('acme', 'EMAIL', 'ada@example.com', clock.now()),
    );
    const uids = new Set((await Promise.all(tries)).map((user) => user.uid));
    expect(uids.size).toBe(1);
    const rows = await services.db.kysely
      .selectFrom('users')
      .select('id')
      .where('app_id', '=', 'acme')
      .execute();
    expect(rows.map((row) => row.id)).toEqual([...uids]);
  });
});
