import { expect, it } from 'vitest';
import { OidcModelStore } from '../../server/oidc/OidcModelStore';
import { OidcRecordSecrets } from '../../server/oidc/oidcRecordSecrets';
import { everyRow } from '../support/everyRow';
import { describeStorage } from './describeStorage';

describeStorage('OIDC records and the webhook queue', (storage) => {
  it('keeps oidc-provider records by id, uid and grant, consumes and expires them', async () => {
    const { services, clock } = storage();
    const now = () => clock.now();
    const secrets = new OidcRecordSecrets(services.hasher);
    const codes = new OidcModelStore(services.db.kysely, 'AuthorizationCode', now, secrets);
    const sessions = new OidcModelStore(services.db.kysely, 'Session', now, secrets);
    await codes.upsert('c1', { grantId: 'g1', accountId: 'usr_1' }, 60);
    await sessions.upsert('s1', { uid: 'u1', accountId: 'usr_1' }, 600);
    expect(await codes.find('c1')).toEqual({ jti: 'c1', grantId: 'g1', accountId: 'usr_1' });
    expect(await codes.find('c1x')).toBeUndefined();
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

  it('keys records by a hash of their id and stores no bearer value, giving `jti` back on find', async () => {
    const { services, clock } = storage();
    const now = () => clock.now();
    const secrets = new OidcRecordSecrets(services.hasher);
    const store = (kind: string) => new OidcModelStore(services.db.kysely, kind, now, secrets);
    const codes = store('AuthorizationCode');
    const sessions = store('Session');
    const interactions = store('Interaction');
    const devices = store('DeviceCode');
    const code = 'code-Secret-0123456789abcdefghij';
    const session = 'session-Secret-0123456789abcdefgh';
    const interaction = 'interaction-Secret-0123456789abcd';
    const device = 'device-Secret-0123456789abcdefghi';
    const userCode = 'USERCODE-WXYZ';
    await codes.upsert(code, { jti: code, kind: 'AuthorizationCode', grantId: 'g1', accountId: 'usr_1' }, 60);
    await sessions.upsert(session, { jti: session, kind: 'Session', uid: 'u1', accountId: 'usr_1' }, 600);
    const asked = { accountId: 'usr_1', uid: 'u1', cookie: session };
    await interactions.upsert(interaction, { jti: interaction, kind: 'Interaction', session: asked }, 600);
    await devices.upsert(device, { jti: device, kind: 'DeviceCode', userCode, grantId: 'g2' }, 600);
    const stored = await everyRow(services.db);
    for (const secret of [code, session, interaction, device, userCode]) expect(stored).not.toContain(secret);

    expect(await codes.find(code)).toEqual({
      jti: code,
      kind: 'AuthorizationCode',
      grantId: 'g1',
      accountId: 'usr_1',
    });
    expect(await sessions.findByUid('u1')).toMatchObject({ uid: 'u1', accountId: 'usr_1' });
    expect((await interactions.find(interaction))?.session).toEqual({ accountId: 'usr_1', uid: 'u1' });
    expect(await devices.findByUserCode(userCode)).toMatchObject({ jti: device, userCode, grantId: 'g2' });
    expect(await devices.findByUserCode('USERCODE-WXYY')).toBeUndefined();
    // Saved again after a lookup by id (which cannot know the user code), it is still found by it.
    await devices.upsert(device, { ...(await devices.find(device)), accountId: 'usr_1' }, 600);
    expect(await devices.findByUserCode(userCode)).toMatchObject({ jti: device, accountId: 'usr_1' });

    await codes.consume(code);
    expect((await codes.find(code))?.consumed).toBe(Math.floor(clock.now() / 1000));
    await sessions.destroy(session);
    expect(await sessions.find(session)).toBeUndefined();
    await codes.revokeByGrantId('g1');
    expect(await codes.find(code)).toBeUndefined();
    expect(await everyRow(services.db)).not.toContain(device);
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
