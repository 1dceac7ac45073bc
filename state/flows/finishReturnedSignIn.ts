import { API_ERRORS } from '../../contract/errors';
import { isSsoChannel } from '../../contract/sso';
import { STORAGE_KEYS } from '../../contract/storageKeys';
import type { ApiClient } from '../../services/api/apiClient';
import type { KeyValueStorage } from '../../services/storage/keyValueStorage';
import { dispatchFlowAtom, flowStateAtom } from '../atoms/flowAtoms';
import { returnedFailureAtom } from '../atoms/returnedFailureAtom';
import type { SesameStore } from '../atoms/store';
import { dispatchWidgetAtom } from '../atoms/widgetAtoms';
import type { FlowState } from '../rules/flowMachine';
import type { ReturnedSignIn } from '../rules/returnedSignIn';
import type { SignInFlow } from './signInFlow';

/**
 * docs/widget.md "Sign-ins that come back to the page": the panel opens and finishes the sign-in
 * a redirect brought back (`auth-signin`, the success screen), or says why it failed. Whether
 * this browser began it is the host's to say: the status of `asId` is read with this browser's
 * state, and another browser's read is refused (docs/security.md "Magic links"), so a link or
 * URL passed on to someone else signs nobody in there. Resolves once the sign-in is over; a
 * failure is said once the panel is drawn (its toast shows only what happens while it is up).
 */
export async function finishReturnedSignIn(options: {
  returned: Exclude<ReturnedSignIn, { kind: 'none' }>;
  api: Pick<ApiClient, 'getStatus'>;
  flow: Pick<SignInFlow, 'completeWithCode' | 'follow'>;
  store: SesameStore;
  /** Holds the channel the visitor clicked before leaving (spec §3 `CHANNEL`). */
  storage: Pick<KeyValueStorage, 'get'>;
}): Promise<void> {
  const { returned, api, flow, store } = options;
  // The success screen and the toast belong to a loaded panel (the reducer ignores them before).
  const loaded = await until(store, (s) => s.step !== 'loading');
  if (loaded.step === 'error') return;
  // Opened even if the visitor had collapsed it, after the first mode is settled (on the config).
  const expand = () => store.set(dispatchWidgetAtom, { type: 'expand' });
  const fail = (message: string) =>
    afterNextPaint(() => {
      expand();
      afterNextPaint(() => store.set(dispatchFlowAtom, { type: 'failed', message }));
    });
  if (returned.kind === 'failed') {
    // A provider's error gets its own screen, naming it (widgets/SsoReturnError); anything else
    // (no channel known on this page) the toast.
    const channel = options.storage.get(STORAGE_KEYS.channel);
    if (!channel || !isSsoChannel(channel)) return fail(errorMessage(returned.error));
    store.set(returnedFailureAtom, { channel, cancelled: returned.error === 'sso_cancelled' });
    return expand();
  }
  const status = await api.getStatus(returned.asId);
  expand();
  if (!status.ok) return fail(status.message);
  if (status.data.status === 'FAILED') return fail(API_ERRORS.transaction_not_found.message);
  if (status.data.status !== 'SUCCESS' || !status.data.code) {
    // Not approved yet (the link's page was left before its button): followed like any channel.
    flow.follow(returned.asId, () => fail(API_ERRORS.transaction_not_found.message));
    return;
  }
  const before = store.get(flowStateAtom).error;
  flow.completeWithCode(status.data.code, returned.asId);
  await until(store, (s) => s.step === 'success' || s.error !== before || s.nextIdentifier !== null);
}

/** The host's text for an error code it put in the URL; any other value reads as a failed SSO. */
function errorMessage(code: string): string {
  const known = Object.hasOwn(API_ERRORS, code) ? API_ERRORS[code as keyof typeof API_ERRORS] : null;
  return (known ?? API_ERRORS.sso_failed).message;
}

/** After the next frame is painted: the panel that replaced the loader is up by then. */
function afterNextPaint(run: () => void): void {
  const frame = globalThis.requestAnimationFrame ?? ((f: () => void) => setTimeout(f, 16));
  frame(() => setTimeout(run, 0));
}

/** The flow state once `done` holds for it. */
function until(store: SesameStore, done: (state: FlowState) => boolean): Promise<FlowState> {
  return new Promise((resolve) => {
    const check = () => {
      const state = store.get(flowStateAtom);
      if (!done(state)) return false;
      unsubscribe?.();
      resolve(state);
      return true;
    };
    let unsubscribe: (() => void) | undefined;
    if (check()) return;
    unsubscribe = store.sub(flowStateAtom, () => void check());
  });
}
