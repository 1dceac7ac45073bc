import { FALLBACK_ERROR_MESSAGE } from '../contract/fallbackError';
import type { ErrorBody } from '../contract/wire';

/** A failed call: the host's error in the spec's shape (status, code, message, per-field details). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

/** One call to the dashboard's API, same-origin with its session cookie. */
export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'same-origin', headers: {} };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'content-type': 'application/json' };
  }
  const res = await fetch(path, init);
  const data = await res.json().catch(() => ({}));
  if (!res.ok) {
    const error = data as Partial<ErrorBody>;
    throw new ApiError(res.status, {
      statusCode: res.status,
      error: error.error ?? 'internal',
      message: error.message ?? FALLBACK_ERROR_MESSAGE,
      ...(error.details ? { details: error.details } : {}),
    });
  }
  return data as T;
}

/** A query string from the defined values. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') qs.set(key, String(value));
  return qs.size ? `${path}?${qs}` : path;
}
