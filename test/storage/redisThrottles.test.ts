import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/db/createDatabase';
import { migrate } from '../../server/db/migrate';
import { SesameError } from '../../server/errors/SesameError';
import { RedisThrottleStore } from '../../server/stores/RedisThrottleStore';
import { type ThrottleRule, ThrottleStore } from '../../server/stores/ThrottleStore';
import { REDIS_URL, redisAvailable, testPrefix } from '../support/redis';

const RULE: ThrottleRule = { minGapMs: 60_000, windowMs: 600_000, max: 5 };
const reachable = await redisAvailable();
if (!reachable) console.warn(`Redis not reachable at ${REDIS_URL}: skipping Redis throttle tests`);

/** The Redis throttles keep ThrottleStore's rule exactly, atomically, and fail closed. */
describe.skipIf(!reachable)('RedisThrottleStore', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(REDIS_URL, { enableOfflineQueue: false, commandTimeout: 1000 });
    return new Promise((done) => redis.once('ready', done));
  });
  afterAll(() => redis?.disconnect());

  it('answers every hit as the database store does, over gaps, full windows and rollovers', async () => {
    const db = await createDatabase({ sqlitePath: ':memory:' });
    await migrate(db.kysely as never, db.dialect);
    const inDb = new ThrottleStore(db.kysely);
    const inRedis = new RedisThrottleStore(redis, testPrefix('parity'));
    // Steps of 0 to 4 minutes, twice through a 10-minute window, on two rules and two keys.
    const steps = [0, 20_000, 40_000, 60_000, 60_000, 60_000, 60_000, 90_000, 1, 240_000, 0, 60_000, 120_000];
    const rules: ThrottleRule[] = [RULE, { minGapMs: 60_000, windowMs: 90_000, max: 2 }];
    let now = Date.UTC(2030, 0, 1);
    for (let round = 0; round < 3; round++) {
      for (const step of steps) {
        now += step;
        for (const [i, rule] of rules.entries()) {
          const key = `k${i}`;
          const expected = await inDb.hit(key, rule, now);
          expect(await inRedis.hit(key, rule, now), `${key} at +${now}`).toEqual(expected);
          expect(await inRedis.waitFor(key, rule, now)).toBe(await inDb.waitFor(key, rule, now));
        }
      }
    }
    expect(await inRedis.waitFor('never', RULE, now)).toBe(0);
    await db.kysely.destroy();
  });

  it('slides the window: no 10 minutes ever hold more than 5 hits, wherever they start', async () => {
    const store = new RedisThrottleStore(redis, testPrefix('slide'));
    const start = Date.UTC(2030, 0, 1);
    const at = (s: number) => store.hit('k', RULE, start + s * 1000);
    for (const s of [0, 360, 420, 480, 540, 600]) expect(await at(s), `${s} s`).toEqual({ allowed: true });
    expect(await at(660)).toEqual({ allowed: false, retryAfterS: 300 });
    expect(await store.waitFor('k', RULE, start + 660_000)).toBe(300);
    expect(await at(960)).toEqual({ allowed: true });
  });

  it('never lets concurrent hits past the window maximum, also from several connections', async () => {
    const prefix = testPrefix('parallel');
    const others = [new Redis(REDIS_URL), new Redis(REDIS_URL)];
    const stores = [redis, ...others].map((r) => new RedisThrottleStore(r, prefix));
    const rule: ThrottleRule = { minGapMs: 0, windowMs: 600_000, max: 5 };
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => stores[i % 3]!.hit('k', rule, now)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    for (const r of results) if (!r.allowed) expect(r.retryAfterS).toBe(600);
    for (const r of others) r.disconnect();
  });

  it('expires its keys once neither the gap nor the window needs them', async () => {
    const prefix = testPrefix('ttl');
    await new RedisThrottleStore(redis, prefix).hit('k', RULE, Date.now());
    const ttl = await redis.pttl(`${prefix}throttle-log:k`);
    expect(ttl).toBeGreaterThan(590_000);
    expect(ttl).toBeLessThanOrEqual(600_000);
  });

  it('fails closed: without Redis a hit is refused with 503 unavailable, never allowed', async () => {
    const gone = new Redis('redis://127.0.0.1:1', {
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    gone.on('error', () => {});
    const store = new RedisThrottleStore(gone, testPrefix('down'));
    const refused = await store.hit('k', RULE, Date.now()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SesameError);
    expect(refused).toMatchObject({ code: 'unavailable', status: 503 });
    // Only informs a message: the rule's gap, not an error.
    expect(await store.waitFor('k', RULE, Date.now())).toBe(60);
    gone.disconnect();
  });
});
