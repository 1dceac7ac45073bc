import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import type { StatusResponse } from '../../contract/wire';
import type { ApiResult } from '../../services/api/ApiResult';
import { memoryStorage } from '../../services/storage/keyValueStorage';
import { dispatchFlowAtom, flowStateAtom } from '../../state/atoms/flowAtoms';
import { returnedFailureAtom } from '../../state/atoms/returnedFailureAtom';
import { dispatchWidgetAtom, widgetModeAtom } from '../../state/atoms/widgetAtoms';
import { finishReturnedSignIn } from '../../state/flows/finishReturnedSignIn';
import { toFlowConfig } from '../../state/rules/toFlowConfig';
import { configWith, ok } from '../support/flowFixtures';

/** state/flows/finishReturnedSignIn: each answer of the host, and what the visitor is shown. */
describe('finishing a sign-in that came back', () => {
  function world(status: ApiResult<StatusResponse>) {
    const store = createStore();
    store.set(dispatchWidgetAtom, { type: 'collapse', now: 0 });
    const flow = { completeWithCode: vi.fn(), follow: vi.fn(() => () => {}) };
    const api = { getStatus: vi.fn(async () => status) };
    const loaded = () =>
      store.set(dispatchFlowAtom, { type: 'configLoaded', config: toFlowConfig(configWith([])) });
    const toast = async () => {
      await new Promise((resolve) => setTimeout(resolve, 120));
      const error = store.get(flowStateAtom).error;
      return error && 'message' in error ? error.message : null;
    };
    const storage = memoryStorage();
    return { store, flow, api, loaded, toast, storage };
  }

  it('waits for the panel, opens it and completes with the code the status gives this browser', async () => {
    const w = world(ok({ status: 'SUCCESS', code: 'c0de', isCrossDevice: false, user: { uid: 'u' } }));
    const done = finishReturnedSignIn({ returned: { kind: 'finish', asId: 'tx1' }, ...w });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(w.api.getStatus).not.toHaveBeenCalled();
    w.loaded();
    await vi.waitFor(() => expect(w.flow.completeWithCode).toHaveBeenCalledWith('c0de', 'tx1'));
    expect(w.store.get(widgetModeAtom)).toBe('expanded');
    w.store.set(dispatchFlowAtom, { type: 'signedInWithButton' });
    await done;
  });

  it("another browser's read is refused: nothing completes, and the host's reason is shown", async () => {
    const w = world({
      ok: false,
      status: 404,
      code: 'transaction_not_found',
      message: 'This sign-in has ended.',
    });
    w.loaded();
    await finishReturnedSignIn({ returned: { kind: 'finish', asId: 'tx1' }, ...w });
    expect(w.flow.completeWithCode).not.toHaveBeenCalled();
    expect(await w.toast()).toBe('This sign-in has ended.');
  });

  it('a sign-in still pending is followed like a channel', async () => {
    const w = world(ok({ status: 'PENDING', isCrossDevice: false }));
    w.loaded();
    await finishReturnedSignIn({ returned: { kind: 'finish', asId: 'tx1' }, ...w });
    expect(w.flow.follow).toHaveBeenCalledWith('tx1', expect.any(Function));
  });

  it('a provider that sent the visitor back with an error gets its own screen, cancelled told from failed', async () => {
    for (const [code, cancelled] of [
      ['sso_cancelled', true],
      ['sso_failed', false],
      ['<script>', false],
    ] as const) {
      const w = world(ok({ status: 'FAILED', isCrossDevice: false }));
      w.storage.set('CHANNEL', 'GITHUB_SSO');
      w.loaded();
      await finishReturnedSignIn({ returned: { kind: 'failed', asId: 'tx1', error: code }, ...w });
      expect(w.store.get(returnedFailureAtom)).toEqual({ channel: 'GITHUB_SSO', cancelled });
      expect(w.store.get(widgetModeAtom)).toBe('expanded');
      expect(await w.toast()).toBeNull();
    }
  });

  it("without a provider clicked on this page, an error from the callback reads as the host's text for it, an unknown one as a failed SSO", async () => {
    for (const [code, text] of [
      ['sso_cancelled', 'Sign-in was cancelled at the provider.'],
      ['<script>', 'Signing in with this provider did not work. Please try again.'],
    ]) {
      const w = world(ok({ status: 'FAILED', isCrossDevice: false }));
      w.loaded();
      await finishReturnedSignIn({ returned: { kind: 'failed', asId: 'tx1', error: code! }, ...w });
      expect(w.api.getStatus).not.toHaveBeenCalled();
      expect(await w.toast()).toBe(text);
    }
  });
});
