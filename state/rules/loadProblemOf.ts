import type { ApiFailure } from '../../services/api/ApiResult';
import type { LoadProblem } from './FlowState';

/** spec §8: the configuration call's refusals that name what the merchant must fix. */
export function loadProblemOf(failure: ApiFailure): LoadProblem | undefined {
  if (failure.code === 'unknown_app') return 'unknownApp';
  if (failure.code === 'origin_not_allowed') return 'originNotAllowed';
  return undefined;
}
