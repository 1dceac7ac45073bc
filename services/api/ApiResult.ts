/** What every API call resolves with: calls never throw (spec §8 "returns a failure object"). */
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export interface ApiSuccess<T> {
  ok: true;
  data: T;
}

export interface ApiFailure {
  ok: false;
  /** The text a person reads (spec §8: description, then message, then error, then the fallback). */
  message: string;
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  /** The host's error code (`ErrorBody.error`), when it sent one. */
  code?: string;
  /** The host's per-field details (`ErrorBody.details`), for example `attemptsLeft`. */
  details?: Record<string, string>;
  /** Seconds from a 429's `Retry-After` header: how long to wait before trying again. */
  retryAfterS?: number;
  /** The `X-Request-Id` response header, for support. */
  requestId?: string;
}
