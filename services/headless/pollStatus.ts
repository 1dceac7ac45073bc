import type { StatusResponse } from '../../contract/wire';
import type { ApiResult } from '../api/ApiResult';
import type { PollPlan } from './pollPlan';
import type { Timers } from './Timers';

export type PollOutcome = { kind: 'success'; code: string } | { kind: 'failed' } | { kind: 'timeout' };

export interface StatusPoll {
  stop(): void;
}

/**
 * Polls a sign-in's status by the plan (spec §4 "Headless flow"): every interval, starting after
 * `startAfterMs`; stops when the status shows a user uid (success, with the sign-in's code), on
 * FAILED, or when the limit passes. A failed poll is ignored (spec §4 "Intent handling"); other
 * statuses poll again. `onOutcome` is called at most once.
 */
export function pollStatus(options: {
  plan: PollPlan;
  timers: Timers;
  getStatus: () => Promise<ApiResult<StatusResponse>>;
  onOutcome: (outcome: PollOutcome) => void;
}): StatusPoll {
  const { plan, timers } = options;
  let stopped = false;
  let tick: unknown;

  const stop = () => {
    stopped = true;
    timers.clearTimeout(tick);
    timers.clearTimeout(limit);
  };
  const finish = (outcome: PollOutcome) => {
    if (stopped) return;
    stop();
    options.onOutcome(outcome);
  };
  const schedule = (ms: number) => {
    tick = timers.setTimeout(poll, ms);
  };

  async function poll() {
    if (stopped) return;
    const result = await options.getStatus();
    if (stopped) return;
    if (result.ok) {
      const { status, user, code } = result.data;
      if (user?.uid && code) return finish({ kind: 'success', code });
      if (status === 'FAILED') return finish({ kind: 'failed' });
    }
    schedule(plan.intervalMs);
  }

  const limit = timers.setTimeout(() => finish({ kind: 'timeout' }), plan.limitMs);
  schedule(plan.startAfterMs);
  return { stop };
}
