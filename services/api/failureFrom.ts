import { FALLBACK_ERROR_MESSAGE } from '../../contract/fallbackError';
import type { ApiFailure } from './ApiResult';

/**
 * spec §8: a non-OK response's body is parsed and the message taken from description, then
 * message, then error, falling back to the generic text; the X-Request-Id header travels along.
 */
export async function failureFrom(response: Response): Promise<ApiFailure> {
  const body = await response
    .clone()
    .json()
    .catch(() => undefined);
  const field = (name: string): string | undefined => {
    const value = isRecord(body) ? body[name] : undefined;
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  const failure: ApiFailure = {
    ok: false,
    message: field('description') ?? field('message') ?? field('error') ?? FALLBACK_ERROR_MESSAGE,
    status: response.status,
  };
  const code = field('error');
  if (code) failure.code = code;
  const details = isRecord(body) ? stringFields(body.details) : undefined;
  if (details) failure.details = details;
  const retryAfter = Number(response.headers.get('Retry-After') ?? Number.NaN);
  if (Number.isFinite(retryAfter) && retryAfter > 0) failure.retryAfterS = Math.ceil(retryAfter);
  const requestId = response.headers.get('X-Request-Id');
  if (requestId) failure.requestId = requestId;
  return failure;
}

/** A request that never got an answer (offline, DNS, CORS). */
export function networkFailure(): ApiFailure {
  return { ok: false, message: FALLBACK_ERROR_MESSAGE, status: 0 };
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
