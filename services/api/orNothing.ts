import type { ApiFailure, ApiResult } from './ApiResult';

/**
 * spec §8: callers treat a failed call as no result (redirect and verify-code return nothing),
 * except headless verify-code, which hands the failure object on (`keepFailure`).
 */
export function orNothing<T>(result: ApiResult<T>, keepFailure: true): T | ApiFailure;
export function orNothing<T>(result: ApiResult<T>, keepFailure?: false): T | undefined;
export function orNothing<T>(result: ApiResult<T>, keepFailure = false): T | ApiFailure | undefined {
  if (result.ok) return result.data;
  return keepFailure ? result : undefined;
}
