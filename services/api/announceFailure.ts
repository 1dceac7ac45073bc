import { reportFailure } from '../errors/reportFailure';
import type { ApiFailure } from './ApiResult';
import { apiErrorEventName } from './apiErrorEvent';

export interface FailureHooks {
  onEvent?: (name: string, failure: ApiFailure) => void;
  report?: (failure: ApiFailure, path: string) => void;
}

/**
 * spec §8, after the error action handler: "an event named after the URL and status is fired"
 * (a DOM event on `window` unless `onEvent` is given) and the failure is reported (Sentry,
 * loaded only when reporting is on). A lazy chunk: only a failure loads it.
 */
export function announceFailure(path: string, failure: ApiFailure, hooks: FailureHooks = {}): void {
  const name = apiErrorEventName(path, failure.status);
  if (hooks.onEvent) hooks.onEvent(name, failure);
  else globalThis.dispatchEvent?.(new CustomEvent(name, { detail: failure }));
  if (hooks.report) hooks.report(failure, path);
  else void reportFailure(failure, path).catch(() => {});
}
