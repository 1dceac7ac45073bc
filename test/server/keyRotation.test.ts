import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../contract/paths';
import { JWKS_MAX_AGE_S, KEY_RELOAD_MS } from '../../server/tokens/keyTiming';
import { type ApiClient, apiClient, type FakeClock, fakeClock } from '../support/apiClient';
import { runAppsInProcess } from '../support/runApps';
import { type Host, startHost } from '../support/startHost';

/**
 * Key rotation for ID tokens is one command (docs/security.md "Signing keys"): the new key is
 * published at once and signs once caches of the JWKS know it, on every instance within
 * KEY_RELOAD_MS of that, none restarts, and tokens signed with the old key keep verifying.
 */
describe('ID-token key rotation across instances', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sesame-keys-'));
  const env = { SQLITE_PATH: join(dir, 'sesame.db') };
  let clock: FakeClock;
  let one: Host;
  let two: Host;
  let apiOne: ApiClient;
  let apiTwo: ApiClient;

  beforeAll(async () => {
    // The rotating command runs on the system clock: the instances' clock starts at the same time.
    clock = fakeClock(Date.now());
    one = await startHost({ listen: false, env, overrides: { clock } });
    two = await startHost({ listen: false, env, overrides: { clock } });
    apiOne = apiClient(one);
    apiTwo = apiClient(two);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  let n = 0;
  /** A whole sign-in on `api`: its ID token's key id, checked against that instance's JWKS. */
  async function signedKid(api: ApiClient): Promise<string> {
    const { state, code } = await api.signIn(`rotate${n++}@example.com`);
    const { token } = (await api.verifyCode(state, code)).body as { token: string };
    const jwks = (await api.request({ method: 'GET', url: API.jwks })).body;
    await jwtVerify(token, createLocalJWKSet(jwks as never), {
      algorithms: ['ES256'],
      currentDate: new Date(clock.now()),
    });
    return decodeProtectedHeader(token).kid!;
  }

  it('publishes the new key at once, signs with it only after JWKS caches can know it, on every instance', async () => {
    const old = await signedKid(apiOne);
    expect(await signedKid(apiTwo)).toBe(old);

    const rotated = await runAppsInProcess(['rotate-signing-key'], env);
    expect(rotated.code).toBe(0);
    const kid = /New signing key "([^"]+)"/.exec(rotated.stdout)?.[1];
    const signsFrom = Date.parse(/signs from (\S+) /.exec(rotated.stdout)?.[1] ?? '');
    expect(kid).toEqual(expect.any(String));
    expect(kid).not.toBe(old);
    // Publish first (docs/security.md "Signing keys", 4): in the JWKS longer than its cache lifetime.
    expect(signsFrom - clock.now()).toBeGreaterThan(JWKS_MAX_AGE_S * 1000);
    const kids = async () =>
      ((await apiTwo.request({ method: 'GET', url: API.jwks })).body as { keys: { kid: string }[] }).keys.map(
        (k) => k.kid,
      );
    expect(await kids()).toEqual([kid, old]);

    // Until then the old key signs, on every instance, reloads or not.
    clock.advance(KEY_RELOAD_MS);
    expect(await signedKid(apiOne)).toBe(old);
    clock.advance(signsFrom - clock.now() - 1);
    expect(await signedKid(apiOne)).toBe(old);
    expect(await signedKid(apiTwo)).toBe(old);
    clock.advance(1 + KEY_RELOAD_MS);
    expect(await signedKid(apiOne)).toBe(kid);
    expect(await signedKid(apiTwo)).toBe(kid);
    expect(await kids()).toEqual([kid, old]);
  });
});
