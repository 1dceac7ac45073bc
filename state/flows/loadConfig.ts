import type { MerchantConfigResponse } from '../../contract/wire';
import type { ApiResult } from '../../services/api/ApiResult';
import type { FlowEvent } from '../rules/flowMachine';
import { loadProblemOf } from '../rules/loadProblemOf';
import { toFlowConfig } from '../rules/toFlowConfig';

/**
 * The configuration's answer as a flow event. An unknown app id or a refused page origin is said
 * in the panel (spec §8) and, for the developer embedding it, in the console with what to fix.
 */
export function configEvent(
  result: ApiResult<MerchantConfigResponse>,
  appId: string | undefined,
  pageOrigin: string | undefined = globalThis.location?.origin,
): FlowEvent {
  if (result.ok) return { type: 'configLoaded', config: toFlowConfig(result.data) };
  const problem = loadProblemOf(result);
  if (problem === 'unknownApp') {
    console.error(`Sesame: the host knows no app with the id "${appId ?? ''}". Check the app-id attribute.`);
  } else if (problem === 'originNotAllowed') {
    const origin = pageOrigin ?? '(unknown)';
    console.error(
      `Sesame: this page's origin ${origin} is not registered for the app "${appId ?? ''}". Register it on the host (npm run apps -- edit ${appId ?? 'APP_ID'} --add-origin ${origin}, or in the dashboard).`,
    );
  }
  return { type: 'loadFailed', message: result.message, problem };
}
