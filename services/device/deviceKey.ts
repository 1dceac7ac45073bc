import { bufferToBase64URLString } from '@simplewebauthn/browser';
import {
  type DeviceChallengeResponse,
  type DeviceKeyResponse,
  type DeviceProof,
  type DeviceProofAction,
  type DevicePublicKey,
  deviceProofMessage,
} from '../../contract/deviceProof';
import { API_ERRORS } from '../../contract/errors';
import type { ApiResult } from '../api/ApiResult';
import { openSesameDb, type SesameDb } from '../storage/indexedDb';

/**
 * The browser's device key for one-tap (docs/security.md "One-tap proves possession of a device
 * secret"), a lazy chunk: an ECDSA P-256 key made with `extractable: false` and kept in the
 * page's IndexedDB. Scripts on the page can ask it to sign while the page is open, but nothing
 * can read the private key out, so copying the page's storage (the readable state) to another
 * browser copies no way to one-tap.
 */
interface DeviceKeyRecord {
  privateKey: CryptoKey;
  publicKey: DevicePublicKey;
  /** The state the host bound this key to (contract/deviceProof). */
  boundState?: string;
}

const RECORD = 'deviceKey';
const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;

async function withDb<T>(act: (db: SesameDb) => Promise<T>): Promise<T> {
  const db = await openSesameDb();
  try {
    return await act(db);
  } finally {
    db.close();
  }
}

/** A fresh key pair: the private half non-extractable, the public half as a JWK. */
async function newRecord(): Promise<DeviceKeyRecord> {
  const keys = await crypto.subtle.generateKey(ALGORITHM, false, ['sign', 'verify']);
  const { x = '', y = '' } = await crypto.subtle.exportKey('jwk', keys.publicKey);
  return { privateKey: keys.privateKey, publicKey: { kty: 'EC', crv: 'P-256', x, y } };
}

/** One key per page load, however many elements ask at once. */
let loaded: Promise<DeviceKeyRecord> | undefined;

function deviceKey(): Promise<DeviceKeyRecord> {
  loaded ??= withDb(async (db) => {
    const found = await db.get<DeviceKeyRecord>('user', RECORD);
    if (found) return found;
    const record = await newRecord();
    await db.put('user', RECORD, record);
    return record;
  });
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}

/** Whether this browser can hold a device key (IndexedDB and WebCrypto). */
export function deviceKeysAvailable(): boolean {
  return !!globalThis.indexedDB && !!globalThis.crypto?.subtle;
}

type BindOutcome = 'bound' | 'renewed' | 'conflict' | 'failed';

/**
 * Each state's binding of this page load, shared by the page's elements, so two of them never
 * both renew (the second would find the first's fresh key and take a conflict for a stolen state).
 */
const bindings = new Map<string, Promise<BindOutcome>>();

/** Sends a public key to the host for `state`; `confirm`: it was bound before, bind nothing. */
export type RegisterDeviceKey = (
  publicKey: DevicePublicKey,
  confirm?: boolean,
) => Promise<ApiResult<DeviceKeyResponse>>;

/**
 * Binds the device key to `state` with the host: 'conflict' when the host has another key for
 * that state (the widget then takes a fresh state). A key bound to `state` before is only
 * confirmed; where the host has forgotten it (an administrator's revoke, the purge of idle keys)
 * a fresh key is bound in its place, 'renewed', so the next sign-in is remembered for a key the
 * host knows and one-tap comes back after it, on any page, even one that never lists one-tap.
 */
export function bindDeviceKey(state: string, register: RegisterDeviceKey): Promise<BindOutcome> {
  let pending = bindings.get(state);
  if (!pending) {
    pending = bindOnce(state, register);
    bindings.set(state, pending);
    // A failure (network, storage) is tried again by the next caller.
    const retry = () => bindings.get(state) === pending && bindings.delete(state);
    pending.then((outcome) => outcome === 'failed' && retry(), retry);
  }
  return pending;
}

async function bindOnce(state: string, register: RegisterDeviceKey): Promise<BindOutcome> {
  const record = await deviceKey();
  const confirm = record.boundState === state;
  const result = await register(record.publicKey, confirm);
  if (!result.ok) return result.code === 'device_key_conflict' ? 'conflict' : 'failed';
  if (!result.data.bound) {
    const renewed = await renewDeviceKey(state, register);
    return renewed === 'bound' ? 'renewed' : renewed;
  }
  if (confirm) return 'bound';
  record.boundState = state;
  await withDb((db) => db.put('user', RECORD, record));
  return 'bound';
}

/**
 * The host no longer knows this browser's key for `state` (an administrator's revoke, a replayed
 * refresh token or the purge of idle keys made it forget it): a fresh key pair is bound in its
 * place and kept. 'conflict' when the host still holds a key for the state, so the old key is
 * kept (its proof failed for another reason, such as a stale challenge). The identities the
 * host forgot stay forgotten: they were bound to the old key, and only a new sign-in binds one
 * to this key.
 */
export async function renewDeviceKey(
  state: string,
  register: RegisterDeviceKey,
): Promise<'bound' | 'conflict' | 'failed'> {
  const record: DeviceKeyRecord = { ...(await newRecord()), boundState: state };
  const result = await register(record.publicKey);
  if (!result.ok) return result.code === 'device_key_conflict' ? 'conflict' : 'failed';
  await withDb((db) => db.put('user', RECORD, record));
  loaded = Promise.resolve(record);
  return 'bound';
}

/** A proof for one one-tap call: the host's fresh challenge, signed for `action`. */
export async function proveDevice(
  action: DeviceProofAction,
  challenge: () => Promise<ApiResult<DeviceChallengeResponse>>,
): Promise<ApiResult<DeviceProof>> {
  // No IndexedDB or WebCrypto (some private modes): no key, so no one-tap; sign-in still works.
  if (!deviceKeysAvailable()) {
    const { status, message } = API_ERRORS.device_proof_invalid;
    return { ok: false, status, message, code: 'device_proof_invalid' };
  }
  const record = await deviceKey();
  const issued = await challenge();
  if (!issued.ok) return issued;
  const message = new TextEncoder().encode(deviceProofMessage(action, issued.data.challenge));
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, record.privateKey, message);
  return {
    ok: true,
    data: { challenge: issued.data.challenge, signature: bufferToBase64URLString(signature) },
  };
}

/** Logout: the key is gone; the next sign-in in this browser makes and binds a new one. */
export async function forgetDeviceKey(): Promise<void> {
  loaded = undefined;
  bindings.clear();
  if (!deviceKeysAvailable()) return;
  await withDb((db) => db.remove('user', RECORD));
}
