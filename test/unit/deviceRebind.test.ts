import 'fake-indexeddb/auto';
import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type DeviceProof, type DevicePublicKey, deviceProofMessage } from '../../contract/deviceProof';
import { API_ERRORS } from '../../contract/errors';
import { API } from '../../contract/paths';
import type { ApiResult } from '../../services/api/ApiResult';
import { createDeviceCalls } from '../../services/device/deviceCalls';
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

/** A page load of the widget in this browser: its own device calls, the browser's IndexedDB. */
function pageLoad(host: ReturnType<typeof fakeHost>) {
  const storage = memoryStorage();
  return createDeviceCalls({
    storage,
    send: host.send,
    call: host.call,
    getState: async () => ({ ok: true, data: STATE }),
  });
}

async function storedKey() {
  const db = await openSesameDb();
  try {
    return await db.get<{ privateKey: CryptoKey; publicKey: DevicePublicKey }>('user', 'deviceKey');
  } finally {
    db.close();
  }
}

const list = (calls: ReturnType<typeof pageLoad>) => calls.withProof<{ identities: string[] }>(API.sendUser);

describe('device key after the host forgot it (docs/security.md "Revocation is total")', () => {
  it('binds a fresh non-extractable key, keeps the revoked identity forgotten, and one-taps after the next sign-in', async () => {
    const host = fakeHost();
    const first = pageLoad(host);
    await first.bind(STATE);
    host.signIn(STATE, 'ada@example.com');
    expect(await list(first)).toEqual({ ok: true, data: { identities: ['ada@example.com'] } });
    const oldKey = host.keys.get(STATE)!;

    // An administrator revokes the sign-in: the host forgets the identity and the key.
    host.revoke(STATE);
    const second = pageLoad(host);
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
    const third = pageLoad(host);
    await third.bind(STATE);
    expect(await list(third)).toEqual({ ok: true, data: { identities: ['ada@example.com'] } });
  });

  it('keeps its key when the host still holds one for the state, and renews at most once per page load', async () => {
    const host = fakeHost();
    const page = pageLoad(host);
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
});
