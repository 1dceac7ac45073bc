import type { IntentResponse } from '../../contract/wire';
import type { ApiResult } from '../../services/api/ApiResult';
import type { FlowState } from '../rules/FlowState';
import type { intentTarget } from '../rules/intentTarget';
import type { SignInFlowOptions } from './SignInFlowOptions';

/**
 * The intent for the typed identifier. spec §4: a typed number is first checked by the mobile
 * network when the app has silent auth on, which may sign the person in with no code at all.
 */
export async function requestIntent(
  options: Pick<SignInFlowOptions, 'api' | 'silentAuth'>,
  state: FlowState,
  target: NonNullable<ReturnType<typeof intentTarget>>,
  resend: boolean,
): Promise<{ signedIn: { code: string; asId: string } } | { result: ApiResult<IntentResponse> }> {
  const silentOn = state.config?.merchant?.config?.isSilentAuthEnabled === true;
  const silent =
    !resend && silentOn && options.silentAuth && 'mobile' in target
      ? await options.silentAuth(target)
      : undefined;
  if (silent?.kind === 'signedIn') return { signedIn: silent };
  if (silent?.kind === 'intent') return { result: silent.result };
  return { result: await options.api.createIntent({ ...target, ...(resend ? { resend } : {}) }) };
}
