import { FALLBACK_ERROR_MESSAGE } from '../../contract/fallbackError';
import { dispatchFlowAtom } from '../atoms/flowAtoms';
import type { SesameStore } from '../atoms/store';
import { loadOnce } from './loadOnce';
import { resetChannelState } from './resetChannelState';

export type ClickFlows = typeof import('./clickFlows');

/**
 * The channel buttons' flows (state/flows/clickFlows): fetched once the first screen is up
 * (state/flows/SignInController), else by the first click that needs them. A failed fetch is
 * tried again at the next click.
 */
export const loadClickFlows: () => Promise<ClickFlows> = loadOnce(() => import('./clickFlows'));

/**
 * The flows for a click, or null when they could not be fetched (offline, the host gone): the
 * click then ends as a request without an answer does (spec §8 fallback message in the toast,
 * the buttons enabled again).
 */
export async function clickFlowsFor(store: SesameStore): Promise<ClickFlows | null> {
  try {
    return await loadClickFlows();
  } catch {
    resetChannelState(store);
    store.set(dispatchFlowAtom, { type: 'failed', message: FALLBACK_ERROR_MESSAGE });
    return null;
  }
}
