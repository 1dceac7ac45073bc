/**
 * spec §8: a failed call fires "an event named after the URL and status". It is a DOM event on
 * `window` (like the elements' `auth-*` events of elements/events.ts), named
 * `auth-api-error:<path>:<status>` with the call's path without the state segment, e.g.
 * `auth-api-error:/v1/user/transaction/otp:400`; status 0 is a request that got no answer.
 * Its `detail` is the failure object (services/api/ApiResult).
 */
const API_ERROR_EVENT_PREFIX = 'auth-api-error';

export function apiErrorEventName(path: string, status: number): string {
  return `${API_ERROR_EVENT_PREFIX}:${path}:${status}`;
}
