import type { StatusResponse } from '../../contract/wire';
import type { FlowEvent, FlowState } from '../rules/flowMachine';

export interface CodeStepDeps {
  get: () => FlowState;
  /** Dispatches; true when the event started a call. */
  starts: (event: FlowEvent) => boolean;
  dispatch: (event: FlowEvent) => void;
  complete: (code: string, asId: string) => Promise<void>;
  /** The flow was disposed or is finishing already. */
  over: () => boolean;
  track?: ((name: 'TIMEOUT') => void) | undefined;
}

/**
 * spec §4 "Intent handling" on the code screen: a link opened or an approval given elsewhere
 * (SUCCESS) finishes the sign-in here, FAILED ends it; resolves true when the watch is over.
 */
export function codeStepStatus(deps: CodeStepDeps, asId: string) {
  return async (status: StatusResponse): Promise<boolean> => {
    const current = deps.get();
    if (deps.over() || current.step !== 'code' || current.asId !== asId) return true;
    if (status.status === 'SUCCESS' && status.code) {
      if (deps.starts({ type: 'verifying' })) await deps.complete(status.code, asId);
      return true;
    }
    if (status.status === 'FAILED') {
      deps.dispatch({ type: 'signInEnded' });
      deps.track?.('TIMEOUT');
      return true;
    }
    return false;
  };
}
