import { expect, it } from 'vitest';
import type { ThrottleRule } from '../../server/stores/ThrottleStore';
import { describeStorage } from './describeStorage';

/** The send rule's shape: at least 60 s apart, at most 5 in 10 minutes. */
const RULE: ThrottleRule = { minGapMs: 60_000, windowMs: 600_000, max: 5 };

describeStorage('ThrottleStore', (storage) => {
  it('refuses a hit closer than the minimum gap, saying how long to wait', async () => {
    const { services, clock } = storage();
    expect(await services.throttles.hit('k', RULE, clock.now())).toEqual({ allowed: true });
    expect(await services.throttles.hit('k', RULE, clock.now())).toEqual({ allowed: false, retryAfterS: 60 });
    clock.advance(20_500);
    expect(await services.throttles.hit('k', RULE, clock.now())).toEqual({ allowed: false, retryAfterS: 40 });
    clock.advance(39_499);
    expect(await services.throttles.hit('k', RULE, clock.now())).toEqual({ allowed: false, retryAfterS: 1 });
    clock.advance(1);
    expect(await services.throttles.hit('k', RULE, clock.now())).toEqual({ allowed: true });
  });

  it('does not count refused hits against the gap', async () => {
    const { services, clock } = storage();
    const start = clock.now();
    await services.throttles.hit('k', RULE, start);
    clock.advance(30_000);
    await services.throttles.hit('k', RULE, clock.now());
    expect(await services.throttles.hit('k', RULE, start + 60_000)).toEqual({ allowed: true });
  });

  it('allows at most `max` hits per window, then waits for the window to end', async () => {
    const { services, clock } = storage();
    const start = clock.now();
    for (let i = 0; i < 5; i++) {
      expect(await services.throttles.hit('k', RULE, clock.now())).toEqual({ allowed: true });
      clock.advance(60_000);
    }
    // 300 s into the window: the gap is met, the window is full until 600 s.
    expect(await services.throttles.hit('k', RULE, clock.now())).toEqual({
      allowed: false,
      retryAfterS: 300,
    });
    expect(await services.throttles.waitFor('k', RULE, clock.now())).toBe(300);
    clock.advance(299_999);
    expect(await services.throttles.hit('k', RULE, clock.now())).toEqual({ allowed: false, retryAfterS: 1 });
    expect(clock.now() - start).toBe(599_999);
  });

  it('rolls the window over: the count starts again from the first hit after it', async () => {
    const { services, clock } = storage();
    for (let i = 0; i < 5; i++) {
      await services.throttles.hit('k', RULE, clock.now());
      clock.advance(60_000);
    }
    clock.advance(300_000); // 600 s after the window began
    for (let i = 0; i < 5; i++) {
      expect(await services.throttles.hit('k', RULE, clock.now()), `hit ${i}`).toEqual({ allowed: true });
      clock.advance(60_000);
    }
    expect(await services.throttles.hit('k', RULE, clock.now())).toEqual({
      allowed: false,
      retryAfterS: 300,
    });
    const row = await services.db.kysely.selectFrom('throttles').selectAll().executeTakeFirstOrThrow();
    expect(row).toEqual({
      key: 'k',
      window_start: clock.now() - 300_000,
      count: 5,
      last_at: clock.now() - 60_000,
    });
  });

  it('answers the longer of the two waits when both the gap and the window refuse', async () => {
    const { services, clock } = storage();
    const rule: ThrottleRule = { minGapMs: 60_000, windowMs: 90_000, max: 2 };
    await services.throttles.hit('k', rule, clock.now());
    clock.advance(60_000);
    await services.throttles.hit('k', rule, clock.now());
    clock.advance(10_000);
    // gap: 50 s left; window: full until 90 s, 20 s left.
    expect(await services.throttles.hit('k', rule, clock.now())).toEqual({ allowed: false, retryAfterS: 50 });
    expect(await services.throttles.waitFor('k', rule, clock.now())).toBe(50);
  });

  it('never lets concurrent hits past the window maximum', async () => {
    const { services, clock } = storage();
    const rule: ThrottleRule = { minGapMs: 0, windowMs: 600_000, max: 5 };
    const tries = Array.from({ length: 50 }, () => services.throttles.hit('k', rule, clock.now()));
    const results = await Promise.all(tries);
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    for (const r of results) if (!r.allowed) expect(r.retryAfterS).toBe(600);
  });

  it('lets exactly one of 20 concurrent first hits through the gap', async () => {
    const { services, clock } = storage();
    const tries = Array.from({ length: 20 }, () => services.throttles.hit('k', RULE, clock.now()));
    expect((await Promise.all(tries)).filter((r) => r.allowed)).toHaveLength(1);
  });

  it('keeps each key apart, and waits for nothing on a key never hit', async () => {
    const { services, clock } = storage();
    await services.throttles.hit('a', RULE, clock.now());
    expect(await services.throttles.hit('b', RULE, clock.now())).toEqual({ allowed: true });
    expect(await services.throttles.waitFor('c', RULE, clock.now())).toBe(0);
    expect(await services.throttles.waitFor('a', RULE, clock.now())).toBe(60);
    clock.advance(60_000);
    expect(await services.throttles.waitFor('a', RULE, clock.now())).toBe(0);
  });
});
