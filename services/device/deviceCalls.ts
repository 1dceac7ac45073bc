import type {
  DeviceChallengeResponse,
  DeviceKeyResponse,
  DeviceProofAction,
} from '../../contract/deviceProof';
import { API } from '../../contract/paths';
import { STATE_KEY } from '../../contract/storageKeys';
import type { ApiResult } from '../api/ApiResult';
import { networkFailure } from '../api/failureFrom';
import type { KeyValueStorage } from '../storage/keyValueStorage';
import {
  bindDeviceKey,
  deviceKeysAvailable,
  forgetDeviceKey,
  proveDevice,
  type RegisterDeviceKey,
  renewDeviceKey,
} from './deviceKey';

/** What a proved call's proof authorises, and the rest of its body. */
export interface ProvedCall {
  action: DeviceProofAction;
  body: Record<string, unknown>;
}

const LISTING: ProvedCall = { action: 'onetap-list', body: {} };

type Send = <T>(
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, unknown>,
) => Promise<ApiResult<T>>;

/**
 * The api client's device-bound one-tap calls (docs/security.md "One-tap proves possession of a
 * device secret"), a lazy chunk: the page's device key is bound to each state (or, bound before,
 * confirmed) once per page load, in the background, before any sign-in the host could remember
 * for it; the one-tap calls carry a signed host challenge; logout forgets the key. A host that no
 * longer knows the key (it was revoked or purged) says so to the confirmation, or answers a proof
 * with `device_proof_invalid`: a fresh key is bound then, once per page load, and a refused call
 * made again with it.
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
  /** The states a fresh key was bound to on this page load: at most one per state. */
  const renewed = new Set<string>();

  const register =
    (state: string): RegisterDeviceKey =>
    (publicKey, confirm) =>
      deps.send<DeviceKeyResponse>(
        'POST',
        `${API.deviceKey}/${encodeURIComponent(state)}`,
        confirm ? { publicKey, confirm } : { publicKey },
      );

  function bind(state: string): Promise<void> {
    if (!deviceKeysAvailable()) return Promise.resolve();
    if (binding?.state !== state) {
      const done = bindDeviceKey(state, register(state))
        .then((outcome) => {
          // The host forgot the key and a fresh one took its place: no second renewal this load.
          if (outcome === 'renewed') renewed.add(state);
          // Another browser's key holds this state: take a fresh one (spec §4 "State").
          if (outcome === 'conflict' && deps.storage.get(STATE_KEY) === state) deps.storage.remove(STATE_KEY);
        })
        .catch(() => {});
      binding = { state, done };
    }
    return binding.done;
  }

  /**
   * Whether `state` is still the one this page holds. A proof speaks for a state the page holds;
   * once a logout has forgotten it, a proved call begun before (the configuration reload after a
   * sign-in) asks nothing more, so no new state is fetched for a visitor who has just left.
   */
  const held = (state: string) => deps.storage.get(STATE_KEY) === state;

  /** One call with a proof by the device key, on a fresh host challenge. */
  async function proved<T>(state: string, path: string, what: ProvedCall): Promise<ApiResult<T>> {
    if (!held(state)) return networkFailure();
    const proof = await proveDevice(what.action, () =>
      deps.call<DeviceChallengeResponse>('GET', API.deviceChallenge, {}),
    );
    if (!proof.ok) return proof;
    if (!held(state)) return networkFailure();
    return deps.call<T>('POST', path, { ...what.body, deviceProof: proof.data });
  }

  /** A call with a proof by the device key: by default the listing's ("send user", merchant config). */
  async function withProof<T>(path: string, what: ProvedCall = LISTING): Promise<ApiResult<T>> {
    let state = await deps.getState();
    if (!state.ok) return state;
    await bind(state.data);
    // Another browser's key held it: the fresh state is bound before the proof is checked with it.
    const fresh = await deps.getState();
    if (fresh.ok && fresh.data !== state.data) {
      state = fresh;
      await bind(state.data);
    }
    const result = await proved<T>(state.data, path, what);
    if (result.ok || result.code !== 'device_proof_invalid' || !deviceKeysAvailable()) return result;
    if (renewed.has(state.data)) return result;
    renewed.add(state.data);
    // The host forgot this browser's key (docs/security.md "Revocation is total"): bind a fresh one.
    const renewal = renewDeviceKey(state.data, register(state.data));
    binding = {
      state: state.data,
      done: renewal.then(
        () => {},
        () => {},
      ),
    };
    if ((await renewal.catch(() => 'failed' as const)) !== 'bound') return result;
    return proved<T>(state.data, path, what);
  }

  return { bind, withProof, forget: forgetDeviceKey };
}

export type DeviceCalls = ReturnType<typeof createDeviceCalls>;
