import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_ERROR_MESSAGE } from '../../contract/fallbackError';
import { flowStateAtom } from '../../state/atoms/flowAtoms';
import { createSignInFlow } from '../../state/flows/createSignInFlow';
import { configWith, fakeApi } from '../support/flowFixtures';

// The sign-in steps' chunk cannot be fetched (offline, the host gone).
vi.mock('../../state/flows/signInSteps', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const config = configWith([
  {
    identifierType: 'EMAIL',
    verified: false,
    channel: [{ name: 'OTP_LINK', type: 'INPUT', logo: '', uiId: 'e' }],
  },
]);

/** docs/performance.md "Budgets": a call whose code cannot arrive ends like an unanswered call. */
describe('the email path without its calls chunk', () => {
  it('says so in the toast and enables Continue again, without calling the host', async () => {
    const api = fakeApi(config, {});
    const store = createStore();
    const flow = createSignInFlow({ api, store, appId: 'shop', onSignIn: () => {} });
    flow.start();
    await vi.waitFor(() => expect(store.get(flowStateAtom).step).toBe('entry'));
    flow.setEmail('ada@example.com');
    flow.submitEmail();
    expect(store.get(flowStateAtom).busy).toBe(true);
    await vi.waitFor(() => expect(store.get(flowStateAtom).busy).toBe(false));
    expect(store.get(flowStateAtom)).toMatchObject({
      step: 'entry',
      error: { message: FALLBACK_ERROR_MESSAGE },
    });
    expect(api.createIntent).not.toHaveBeenCalled();
  });
});
