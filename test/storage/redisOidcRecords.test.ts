import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hasher } from '../../server/crypto/Hasher';
import { OidcRecordSecrets } from '../../server/oidc/oidcRecordSecrets';
import { RedisOidcModelStore } from '../../server/oidc/RedisOidcModelStore';
import { openRedis, type RedisConnections } from '../../server/redis/openRedis';
import { REDIS_URL, redisAvailable, testPrefix } from '../support/redis';

const reachable = await redisAvailable();
if (!reachable) console.warn(`Redis not reachable at ${REDIS_URL}: skipping the Redis OIDC record tests`);

/** What someone who reads the Redis keys and values sees. */
async function everything(redis: RedisConnections): Promise<string> {
  const keys = await redis.commands.keys(`${redis.prefix}*`);
  const values = await Promise.all(
    keys.map(async (key) =>
      (await redis.commands.type(key)) === 'hash'
        ? redis.commands.hgetall(key)
        : (await redis.commands.type(key)) === 'list'
          ? redis.commands.lrange(key, 0, -1)
          : redis.commands.get(key),
    ),
  );
  return JSON.stringify([keys, values]);
}

/** docs/security.md §1: oidc-provider's records in Redis are keyed by hashes and hold no bearer value. */
describe.skipIf(!reachable)('RedisOidcModelStore', () => {
  let redis: RedisConnections;
  let now = 1_800_000_000_000;
  const secrets = new OidcRecordSecrets(new Hasher('r'.repeat(40)));
  const store = (kind: string) => new RedisOidcModelStore(redis, kind, () => now, secrets);
  beforeAll(async () => {
    redis = await openRedis(REDIS_URL, testPrefix('oidc-records'));
  });
  afterAll(async () => {
    const keys = await redis.commands.keys(`${redis.prefix}*`);
    if (keys.length) await redis.commands.del(...keys);
    await redis.close();
  });

  it('finds, consumes, destroys and revokes as before, with no id, jti or user code stored', async () => {
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
    const stored = await everything(redis);
    for (const secret of [code, session, interaction, device, userCode]) expect(stored).not.toContain(secret);

    expect(await codes.find(code)).toEqual({
      jti: code,
      kind: 'AuthorizationCode',
      grantId: 'g1',
      accountId: 'usr_1',
    });
    expect(await codes.find(session)).toBeUndefined();
    expect(await sessions.find(session)).toMatchObject({ jti: session, uid: 'u1' });
    expect(await sessions.findByUid('u1')).toMatchObject({ uid: 'u1', accountId: 'usr_1' });
    expect((await interactions.find(interaction))?.session).toEqual({ accountId: 'usr_1', uid: 'u1' });
    expect(await devices.findByUserCode(userCode)).toMatchObject({ jti: device, userCode, grantId: 'g2' });
    expect(await devices.findByUserCode('USERCODE-WXYY')).toBeUndefined();
    // Saved again after a lookup by id (which cannot know the user code), it is still found by it.
    await devices.upsert(device, { ...(await devices.find(device)), accountId: 'usr_1' }, 600);
    expect(await devices.findByUserCode(userCode)).toMatchObject({ jti: device, accountId: 'usr_1' });

    now += 5_000;
    await codes.consume(code);
    expect((await codes.find(code))?.consumed).toBe(Math.floor(now / 1000));
    await sessions.destroy(session);
    expect(await sessions.find(session)).toBeUndefined();
    await codes.revokeByGrantId('g1');
    expect(await codes.find(code)).toBeUndefined();
    expect(await devices.find(device)).toMatchObject({ jti: device });
    expect(await everything(redis)).not.toContain(device);
  });
});
