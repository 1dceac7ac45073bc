import 'fake-indexeddb/auto';
import { webcrypto } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type DeviceProof, type DevicePublicKey, deviceProofMessage } from '../../contract/deviceProof';
import { API_ERRORS } from '../../contract/errors';
import { API } from '../../contract/paths';
import { STATE_KEY } from '../../contract/storageKeys';
import type { ApiResult } from '../../services/api/ApiResult';
import { openSesameDb } from '../../services/storage/indexedDb';
import { memoryStorage } from '../../services/storage/keyValueStorage';

const STATE = 'state-of-this-browser';

/**
 * A host as the device routes behave: first come first bound per state, a challenge per call,
 * a proof checked against the bound key, and identities remembered for the key the browser held
 * when it signed in. Revoking forgets the state's identities and its key.
 */
function fakeHost() {
  const keys = new Map<string, DevicePublicKey>();
  const identities = new Map<string, { x: string; email: string }[]>();
  const calls: string[] = [];
  let challenges = 0;
  const fail = (code: keyof typeof API_ERRORS): ApiResult<never> => {
    const { status, message } = API_ERRORS[code];
    return { ok: false, status, message, code };
  };
  async function verify(state: string, action: string, proof: DeviceProof) {
    const key = keys.get(state);
    if (!key) return false;
    const publicKey = await webcrypto.subtle
      .importKey('jwk', key, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify'])
      .catch(() => undefined);
    if (!publicKey) return false;
    return webcrypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      publicKey,
      Buffer.from(proof.signature, 'base64url'),
      new TextEncoder().encode(deviceProofMessage(action as 'onetap-list', proof.challenge)),
    );
  }
  const host = {
    keys,
    calls,
    signIn(state: string, email: string) {
      const key = keys.get(state);
      if (key) identities.set(state, [...(identities.get(state) ?? []), { x: key.x, email }]);
    },
    revoke(state: string) {
      keys.delete(state);
      identities.delete(state);
    },
    async send<T>(method: string, path: string, params: Record<string, unknown>): Promise<ApiResult<T>> {
      calls.push(`${method} ${path}`);
      const state = decodeURIComponent(path.slice(`${API.deviceKey}/`.length));
      const publicKey = params.publicKey as DevicePublicKey;
      const bound = keys.get(state);
      if (bound && bound.x !== publicKey.x) return fail('device_key_conflict');
      // A confirmation binds nothing: it says whether the host still holds the key.
      if (params.confirm === true) return { ok: true, data: { bound: !!bound } as T };
      keys.set(state, publicKey);
      return { ok: true, data: { bound: true } as T };
    },
    async call<T>(method: string, path: string, params: Record<string, unknown>): Promise<ApiResult<T>> {
      calls.push(`${method} ${path}`);
      if (path === API.deviceChallenge)
        return { ok: true, data: { challenge: `c${++challenges}`, expiresIn: 60 } as T };
      if (!(await verify(STATE, 'onetap-list', params.deviceProof as DeviceProof)))
        return fail('device_proof_invalid');
      const x = keys.get(STATE)?.x;
      const listed = (identities.get(STATE) ?? []).filter((i) => i.x === x).map((i) => i.email);
      return { ok: true, data: { identities: listed } as T };
    },
  };
  return host;
}

/**
 * A page load of the widget in this browser: fresh modules, the browser's IndexedDB, and the
 * device calls of `elements` api clients (each element of a page has its own).
 */
// The page holds its state, as the api transport keeps the one it fetched (spec §3 storage keys).
async function pageElements(
  host: ReturnType<typeof fakeHost>,
  elements: number,
  storage = memoryStorage({ [STATE_KEY]: STATE }),
) {
  vi.resetModules();
  const { createDeviceCalls } = await import('../../services/device/deviceCalls');
  return Array.from({ length: elements }, () =>
    createDeviceCalls({
      storage,
      send: host.send,
      call: host.call,
      getState: async () => ({ ok: true, data: STATE }),
    }),
  );
}

async function pageLoad(host: ReturnType<typeof fakeHost>) {
  const [calls] = await pageElements(host, 1);
  return calls!;
}

async function storedKey() {
  const db = await openSesameDb();
  try {
    return await db.get<{ privateKey: CryptoKey; publicKey: DevicePublicKey }>('user', 'deviceKey');
  } finally {
    db.close();
  }
}

const list = (calls: Awaited<ReturnType<typeof pageLoad>>) =>
  calls.withProof<{ identities: string[] }>(API.sendUser);

describe('device key after the host forgot it (docs/security.md "Revocation is total")', () => {
  // Each case is a browser of its own: no key in its IndexedDB yet.
  beforeEach(async () => {
    const db = await openSesameDb();
    await db.remove('user', 'deviceKey').finally(() => db.close());
  });

  it('binds a fresh non-extractable key, keeps the revoked identity forgotten, and one-taps after the next sign-in', async () => {
    const host = fakeHost();
    const first = await pageLoad(host);
    await first.bind(STATE);
    host.signIn(STATE, 'ada@example.com');
    expect(await list(first)).toEqual({ ok: true, data: { identities: ['ada@example.com'] } });
    const oldKey = host.keys.get(STATE)!;

    // An administrator revokes the sign-in: the host forgets the identity and the key.
    host.revoke(STATE);
    const second = await pageLoad(host);
    await second.bind(STATE);
    expect(await list(second)).toEqual({ ok: true, data: { identities: [] } });
    const newKey = host.keys.get(STATE)!;
    expect(newKey.x).not.toBe(oldKey.x);
    const stored = await storedKey();
    expect(stored?.publicKey).toEqual(newKey);
    expect(stored?.privateKey.extractable).toBe(false);

    // The next sign-in in this browser is remembered for the fresh key: one-tap works again.
    await second.bind(STATE);
    host.signIn(STATE, 'ada@example.com');
    const third = await pageLoad(host);
    await third.bind(STATE);
    expect(await list(third)).toEqual({ ok: true, data: { identities: ['ada@example.com'] } });
  });

  it('keeps its key when the host still holds one for the state, and renews at most once per page load', async () => {
    const host = fakeHost();
    const page = await pageLoad(host);
    await page.bind(STATE);
    const ours = (await storedKey())!.publicKey;
    // Another key holds the state: every proof fails, renewing conflicts.
    host.keys.set(STATE, { ...ours, x: 'someone-else' });
    host.calls.length = 0;
    const failed = await list(page);
    expect(failed).toMatchObject({ ok: false, code: 'device_proof_invalid' });
    expect((await storedKey())?.publicKey).toEqual(ours);
    expect(host.calls.filter((c) => c.startsWith(`POST ${API.deviceKey}`))).toHaveLength(1);
    await list(page);
    expect(host.calls.filter((c) => c.startsWith(`POST ${API.deviceKey}`))).toHaveLength(1);
  });

  // A page with only the floater never lists one-tap, so no proof fails there: the binding of each
  // page load asks the host to confirm the key, and a forgotten one is renewed before a sign-in.
  it('renews a forgotten key at the binding, with no one-tap call, so the next sign-in is remembered for it', async () => {
    const host = fakeHost();
    const first = await pageLoad(host);
    await first.bind(STATE);
    host.signIn(STATE, 'bo@example.com');
    const oldKey = host.keys.get(STATE)!;

    // Still bound: the next page load only confirms it; no new key.
    host.calls.length = 0;
    const kept = await pageLoad(host);
    await kept.bind(STATE);
    expect(host.calls).toEqual([`POST ${API.deviceKey}/${STATE}`]);
    expect(host.keys.get(STATE)).toEqual(oldKey);

    host.revoke(STATE);
    host.calls.length = 0;
    const floaterOnly = await pageLoad(host);
    await floaterOnly.bind(STATE);
    // A confirmation, then the fresh key: no challenge, no listing.
    expect(host.calls).toEqual([`POST ${API.deviceKey}/${STATE}`, `POST ${API.deviceKey}/${STATE}`]);
    const fresh = host.keys.get(STATE)!;
    expect(fresh.x).not.toBe(oldKey.x);
    expect((await storedKey())?.publicKey).toEqual(fresh);

    host.signIn(STATE, 'bo@example.com');
    const next = await pageLoad(host);
    expect(await list(next)).toEqual({ ok: true, data: { identities: ['bo@example.com'] } });
  });

  it('renews once for all the elements of a page, and keeps the state', async () => {
    const host = fakeHost();
    await (await pageLoad(host)).bind(STATE);
    host.revoke(STATE);
    host.calls.length = 0;
    const storage = memoryStorage({ [STATE_KEY]: STATE });
    const [floater, onetap] = await pageElements(host, 2, storage);
    await Promise.all([floater!.bind(STATE), onetap!.bind(STATE)]);
    expect(host.calls).toHaveLength(2);
    expect(storage.get(STATE_KEY)).toBe(STATE);
    expect((await storedKey())?.publicKey).toEqual(host.keys.get(STATE));
    // Its proofs hold: no second renewal.
    expect(await list(onetap!)).toEqual({ ok: true, data: { identities: [] } });
    expect(host.calls.filter((c) => c.startsWith(`POST ${API.deviceKey}`))).toHaveLength(2);
  });

  it('asks nothing once a logout has forgotten the state: no challenge, no new state', async () => {
    const host = fakeHost();
    const storage = memoryStorage({ [STATE_KEY]: STATE });
    const [calls] = await pageElements(host, 1, storage);
    expect((await list(calls!)).ok).toBe(true);
    const before = host.calls.length;
    storage.remove(STATE_KEY);
    expect(await list(calls!)).toMatchObject({ ok: false, status: 0 });
    expect(host.calls.slice(before)).toEqual([]);
  });
});
