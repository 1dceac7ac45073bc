import { describe, expect, it } from 'vitest';
import { LimitedRuns } from '../../server/http/LimitedRuns';

describe('queued jobs, a few at a time', () => {
  it('never runs more than the limit at once, and runs every job in order', async () => {
    const runs = new LimitedRuns(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const gates: (() => void)[] = [];
    for (let i = 0; i < 5; i++) {
      runs.add(async () => {
        running++;
        most = Math.max(most, running);
        order.push(i);
        await new Promise<void>((open) => gates.push(open));
        running--;
      });
    }
    expect(order).toEqual([0, 1]);
    while (gates.length) {
      gates.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('goes on after a job that fails or throws', async () => {
    const runs = new LimitedRuns(1);
    const done: string[] = [];
    runs.add(() => Promise.reject(new Error('storage away')));
    runs.add(() => {
      throw new Error('at once');
    });
    runs.add(async () => {
      done.push('third');
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(done).toEqual(['third']);
  });
});
