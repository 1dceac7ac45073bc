import { expect, it } from 'vitest';
import { describeStorage } from './describeStorage';

/** docs/dashboard.md "Users", "Funnels": the dashboard's reads, the same on SQLite and PostgreSQL. */
describeStorage('dashboard reads', (storage) => {
  it('finds users by any part of an email or phone, any case, with % and _ taken literally', async () => {
    const { services, clock } = storage();
    const ada = await services.users.signInVerified('acme', 'EMAIL', 'Ada_Lovelace@example.com', clock.now());
    await services.users.signInVerified('acme', 'EMAIL', 'adaxlovelace@example.com', clock.now());
    const phone = await services.users.signInVerified('acme', 'MOBILE', '+15550001234', clock.now());
    const searchUsers = (q: string, appId?: string) => services.userReads.search(q, appId);
    expect((await searchUsers('ada_love')).map((u) => u.id)).toEqual([ada.uid]);
    expect((await searchUsers('LOVELACE@')).length).toBe(2);
    expect((await searchUsers('0001234')).map((u) => u.id)).toEqual([phone.uid]);
    expect((await searchUsers(ada.uid)).map((u) => u.id)).toEqual([ada.uid]);
    expect(await searchUsers('%')).toEqual([]);
    expect((await searchUsers('', 'other')).length).toBe(0);
  });

  it('computes the funnel per app and channel with the median and p90 time', async () => {
    const { services } = storage();
    const db = services.db.kysely;
    const day = Date.UTC(2030, 0, 2);
    const rows = [1000, 2000, 3000, 4000, null].map((took, i) => ({
      id: `tx${i}`,
      app_id: 'acme',
      state_hash: `s${i}`,
      channel: 'EMAIL_LOGIN',
      identity_type: 'EMAIL',
      identity: `u${i}@example.com`,
      status: took === null ? 'PENDING' : 'SUCCESS',
      otp_attempts: 0,
      expires_at: day + 600_000,
      created_at: day,
      completed_at: took === null ? null : day + took,
    }));
    await db.insertInto('transactions').values(rows).execute();
    const report = await services.funnelReads.report({ since: day - 1 });
    expect(report.rows).toEqual([
      {
        day: '2030-01-02',
        appId: 'acme',
        channel: 'EMAIL_LOGIN',
        started: 5,
        delivered: 0,
        completed: 4,
        medianMs: 2000,
        p90Ms: 4000,
      },
    ]);
  });
});
