import type { ApiResult } from '../services/api/ApiResult';

/**
 * spec §4 "State": from storage first, else fetched once (the API client's getState does both);
 * an empty string on failure, never an error.
 */
export async function stateOrEmpty(api: { getState(): Promise<ApiResult<string>> }): Promise<string> {
  try {
    const result = await api.getState();
    return result.ok ? result.data : '';
  } catch {
    return '';
  }
}
