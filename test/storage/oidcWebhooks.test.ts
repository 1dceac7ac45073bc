import { expect, it } from 'vitest';
import { OidcModelStore } from '../../server/oidc/OidcModelStore';
import { describeStorage } from './describeStorage';

describeStorage('OIDC records and the webhook queue', (storage) => {
  it('keeps oidc-provider records by id, uid and grant, consumes and expires them', async () => {
    const { services, clock } = storage();
    const now = () => clock.now();
    const codes = new OidcModelStore(services.db.kysely, 'AuthorizationCode', now);
    const sessions = new OidcModelStore(services.db.kysely, 'Session', now);
    await codes.upsert('c1', { grantId: 'g1', accountId: 'usr_1' }, 60);
    await sessions.upsert('s1', { uid: 'u1', accountId: 'usr_1' }, 600);
    expect(await codes.find('c1')).toEqual({ grantId: 'g1', accountId: 'usr_1' });
    expect(await sessions.find('c1')).toBeUndefined();
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'usr_1' });

    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toBe(Math.floor(clock.now() / 1000));
    await sessions.upsert('s1', { uid: 'u1', accountId: 'usr_2' }, 600);
    expect(await sessions.find('s1')).toMatchObject({ accountId: 'usr_2' });

    await codes.upsert('c2', { grantId: 'g1' }, 60);
    await codes.revokeByGrantId('g1');
    expect(await codes.find('c2')).toBeUndefined();
    clock.advance(601_000);
    expect(await sessions.find('s1')).toBeUndefined();
  });

  it('claims each due delivery for one instance only, until its lease runs out', async () => {
    const { services, clock } = storage();
    const second = await storage().another();
    const rows = ['a', 'b', 'c', 'd'].map((id) => ({
      id,
      message_id: `msg_${id}`,
      endpoint_id: 'ep',
      app_id: 'acme',
      event: 'user.created',
      payload: '{}',
    }));
    await services.webhookDeliveries.enqueue(rows, clock.now());
    const [one, two] = await Promise.all([
      services.webhookDeliveries.claimDue(clock.now(), 10, 60_000),
      second.webhookDeliveries.claimDue(clock.now(), 10, 60_000),
    ]);
    const claimed = [...one, ...two].map((r) => r.id).sort();
    expect(claimed).toEqual(['a', 'b', 'c', 'd']);
    expect(await services.webhookDeliveries.claimDue(clock.now(), 10, 60_000)).toEqual([]);
    clock.advance(60_000);
    const again = await second.webhookDeliveries.claimDue(clock.now(), 10, 60_000);
    expect(again.map((r) => [r.id, r.attempts])).toContainEqual(['a', 2]);
  });
});
