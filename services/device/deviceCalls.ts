import { type DeviceChallengeResponse, oneTapCompleteAction } from '../../contract/deviceProof';
import { API } from '../../contract/paths';
import { STATE_KEY } from '../../contract/storageKeys';
import type { ApiResult } from '../api/ApiResult';
import type { KeyValueStorage } from '../storage/keyValueStorage';
import { bindDeviceKey, deviceKeysAvailable, forgetDeviceKey, proveDevice } from './deviceKey';

type Send = <T>(
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, unknown>,
) => Promise<ApiResult<T>>;

/**
 * The api client's device-bound one-tap calls (docs/security.md "One-tap proves possession of a
 * device secret"), a lazy chunk: the page's device key is bound to each state once, in the
 * background, before any sign-in the host could remember for it; the one-tap calls carry a
 * signed host challenge; logout forgets the key.
 */
export function createDeviceCalls(deps: {
  storage: KeyValueStorage;
  /** A call without the state suffix (the path names the state). */
  send: Send;
  /** A call with the state as the last path segment. */
  call: Send;
  getState(): Promise<ApiResult<string>>;
}) {
  let binding: { state: string; done: Promise<void> } | undefined;

  function bind(state: string): Promise<void> {
    if (!deviceKeysAvailable()) return Promise.resolve();
    if (binding?.state !== state) {
      const path = `${API.deviceKey}/${encodeURIComponent(state)}`;
      const done = bindDeviceKey(state, (publicKey) => deps.send('POST', path, { publicKey }))
        .then((outcome) => {
          // Another browser's key holds this state: take a fresh one (spec §4 "State").
          if (outcome === 'conflict' && deps.storage.get(STATE_KEY) === state) deps.storage.remove(STATE_KEY);
        })
        .catch(() => {});
      binding = { state, done };
    }
    return binding.done;
  }

  /** "send user" (no identity) or one-tap complete (`identityId`), with a proof by the device key. */
  async function withProof<T>(path: string, identityId?: string): Promise<ApiResult<T>> {
    const state = await deps.getState();
    if (!state.ok) return state;
    await bind(state.data);
    const action = identityId === undefined ? 'onetap-list' : oneTapCompleteAction(identityId);
    const proof = await proveDevice(action, () =>
      deps.call<DeviceChallengeResponse>('GET', API.deviceChallenge, {}),
    );
    if (!proof.ok) return proof;
    return deps.call<T>(
      'POST',
      path,
      identityId === undefined ? { deviceProof: proof.data } : { identityId, deviceProof: proof.data },
    );
  }

  return { bind, withProof, forget: forgetDeviceKey };
}

export type DeviceCalls = ReturnType<typeof createDeviceCalls>;
