import type { StatusResponse } from '../../contract/wire';
import type { ApiResult } from '../../services/api/ApiResult';

export type IntentPollOutcome = { kind: 'repoll' } | { kind: 'finish'; uid: string | null; code: string };

/**
 * spec §4 "Intent handling", email and UPI outside an iframe: poll until SUCCESS or PENDING, then
 * store the user uid if present, fetch the redirect URI with the code and stop. A failed poll is
 * ignored and other statuses poll again. A status without a code to fetch the redirect URI with
 * (this host sends the code only with SUCCESS) also polls again: there is nothing to finish with.
 */
export function intentPollOutcome(
  result: ApiResult<StatusResponse>,
  intentCode: string | null = null,
): IntentPollOutcome {
  if (!result.ok) return { kind: 'repoll' };
  const { status, user, code } = result.data;
  if (status !== 'SUCCESS' && status !== 'PENDING') return { kind: 'repoll' };
  const finishWith = code ?? (status === 'SUCCESS' ? intentCode : null);
  if (!finishWith) return { kind: 'repoll' };
  return { kind: 'finish', uid: user?.uid ?? null, code: finishWith };
}
