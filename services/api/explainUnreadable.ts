import { API } from '../../contract/paths';
import type { ApiResult } from './ApiResult';

/**
 * A page whose origin the host refuses gets no readable answer (no CORS header), which alone
 * looks like being offline. When the browser is online and the host's public keys (readable from
 * any origin) answer, the host is up and refused this page: the failure becomes
 * `origin_not_allowed` (spec §8 developer errors).
 */
export async function explainUnreadable<T>(
  result: ApiResult<T>,
  fetchFn: typeof fetch,
  baseUrl: string,
): Promise<ApiResult<T>> {
  if (result.ok || result.status !== 0 || globalThis.navigator?.onLine === false) return result;
  const reachable = await fetchFn.call(globalThis, `${baseUrl}${API.jwks}`, { method: 'GET' }).then(
    (response) => response.ok,
    () => false,
  );
  if (!reachable) return result;
  // The host's error texts are a lazy chunk: no first screen shows them.
  const refused = await import('../../contract/errors').then(
    (m) => m.API_ERRORS.origin_not_allowed,
    () => null,
  );
  if (!refused) return result;
  return { ok: false, status: refused.status, code: 'origin_not_allowed', message: refused.message };
}
