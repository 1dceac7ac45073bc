import type { ApiResult } from './ApiResult';
import { failureFrom, networkFailure } from './failureFrom';
import { toQuery } from './toQuery';

/**
 * One HTTP exchange with the host: the payload as query (GET) or JSON body (POST), the answer as
 * an ApiResult (services/api/failureFrom for the failures).
 */
export async function sendRequest<T>(
  fetchFn: typeof fetch,
  url: string,
  method: 'GET' | 'POST',
  payload: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<ApiResult<T>> {
  const init: RequestInit = { method, headers: { Accept: 'application/json', ...headers } };
  if (method === 'GET') {
    const query = toQuery(payload);
    if (query) url += `?${query}`;
  } else {
    init.headers = { Accept: 'application/json', 'Content-Type': 'application/json', ...headers };
    init.body = JSON.stringify(payload);
  }
  let response: Response;
  try {
    response = await fetchFn(url, init);
  } catch {
    return networkFailure();
  }
  if (!response.ok) return failureFrom(response);
  try {
    return { ok: true, data: (await response.json()) as T };
  } catch {
    return { ...networkFailure(), status: response.status };
  }
}
