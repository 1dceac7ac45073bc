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

  it('slides the window: no 10 minutes ever hold more than 5 hits, wherever they start', async () => {
    const { services, clock } = storage();
    const start = clock.now();
    const at = (s: number) => services.throttles.hit('k', RULE, start + s * 1000);
    // A fixed window that began at 0 s would take 4 more at 360..540 s and 2 more at 600 and
    // 660 s: 7 sends in 300 s. The rolling window takes the one at 600 s (0 s has slid out) only.
    for (const s of [0, 360, 420, 480, 540, 600]) expect(await at(s), `${s} s`).toEqual({ allowed: true });
    expect(await at(660)).toEqual({ allowed: false, retryAfterS: 300 });
    expect(await at(959)).toEqual({ allowed: false, retryAfterS: 1 });
    expect(await at(960)).toEqual({ allowed: true });
    const row = await services.db.kysely.selectFrom('throttles').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ key: 'k', count: 7, last_at: start + 960_000 });
  });

  it('keeps every rolling window to the maximum over hours of irregular retries', async () => {
    const { services, clock } = storage();
    const accepted: number[] = [];
    // Tries 1 to 200 s apart (a fixed pseudo-random sequence) for six hours.
    let seed = 7;
    for (let now = clock.now(), end = now + 6 * 3600_000; now < end; ) {
      seed = (seed * 48_271) % 2_147_483_647;
      now += 1000 + (seed % 200) * 1000;
      if ((await services.throttles.hit('k', RULE, now)).allowed) accepted.push(now);
    }
    expect(accepted.length).toBeGreaterThan(100);
    for (const t of accepted) {
      const inWindow = accepted.filter((u) => u > t - RULE.windowMs && u <= t);
      expect(inWindow.length, `window ending ${t}`).toBeLessThanOrEqual(5);
      expect(accepted.filter((u) => u > t - RULE.minGapMs && u <= t)).toEqual([t]);
    }
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
