import { STATE_KEY } from '../../contract/storageKeys';
import type { ApiClient } from '../../services/api/apiClient';
import type { KeyValueStorage } from '../../services/storage/keyValueStorage';
import { dispatchFlowAtom } from '../atoms/flowAtoms';
import type { SesameStore } from '../atoms/store';
import { toFlowConfig } from '../rules/toFlowConfig';

/**
 * spec §4 Widget "… then to the redirect, then reloads its configuration": after a sign-in the
 * browser has verified an identity, so the configuration is asked for again with the device
 * proof, and the returning-visitor state (verified channels, "Welcome back", the collapsed text
 * and avatar) is right without a page reload (docs/widget.md "Returning visitors"). A refused
 * proof (a browser that holds no key) keeps the configuration the page has. A lazy chunk: only
 * a finished sign-in needs it. A logout since the sign-in forgot the state: asking then would
 * fetch a new state for a visitor who has just left, so nothing is asked.
 */
export async function reloadConfig(
  api: Pick<ApiClient, 'getRecognisedConfig'>,
  store: SesameStore,
  storage: Pick<KeyValueStorage, 'get'>,
): Promise<void> {
  if (!storage.get(STATE_KEY)) return;
  const result = await api.getRecognisedConfig?.();
  if (result?.ok) store.set(dispatchFlowAtom, { type: 'configRefreshed', config: toFlowConfig(result.data) });
}
