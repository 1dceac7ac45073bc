import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBAUTHN_CHALLENGE_TTL_MS } from '../../contract/webauthn';
import { type ApiClient, apiClient, expectErrorShape, type FakeClock, fakeClock } from '../support/apiClient';
import { passkeyClient, signedIn } from '../support/passkeyClient';
import { FLAGS, SoftAuthenticator } from '../support/softAuthenticator';
import { type Host, startHost } from '../support/startHost';

/**
 * Passkeys end to end on the host with a software authenticator: registration after an email
 * sign-in, sign-in with the passkey alone, and every check docs/security.md "Passkeys" names.
 */
describe('passkeys (WebAuthn) on the provider host', () => {
  let host: Host;
  let clock: FakeClock;
  let api: ApiClient;
  let passkeys: ReturnType<typeof passkeyClient>;
  let origin: string;
  let n = 0;
  const email = () => `pk${++n}@example.com`;

  beforeAll(async () => {
    clock = fakeClock();
    host = await startHost({ listen: false, overrides: { clock } });
    api = apiClient(host);
    origin = host.services.issuer;
    passkeys = passkeyClient(api, origin);
  });
  afterAll(async () => {
    await host?.close();
  });

  /** Signs a new user in by email and registers a software passkey for them. */
  async function withPasskey() {
    const user = await signedIn(api, email());
    const authenticator = new SoftAuthenticator();
    const options = await passkeys.registrationStart(user.state, user.token);
    expect(options.status).toBe(200);
    const done = await passkeys.registrationComplete(
      user.state,
      user.token,
      authenticator.register(options.body, { origin }),
    );
    expect(done.status).toBe(200);
    return { ...user, authenticator };
  }

  async function loginWith(authenticator: SoftAuthenticator, state?: string, ceremony = {}) {
    const browser = state ?? (await api.state());
    const options = await passkeys.loginStart(browser);
    expect(options.status).toBe(200);
    return passkeys.loginComplete(browser, authenticator.authenticate(options.body, { origin, ...ceremony }));
  }

  it('registers a passkey after an email sign-in and signs in again with the passkey alone', async () => {
    const user = await signedIn(api, email());
    const options = await passkeys.registrationStart(user.state, user.token);
    expect(options.status).toBe(200);
    // spec §3: challenge, user.id, excludeCredentials; 32 random bytes, resident, UV required.
    expect(Buffer.from(options.body.challenge, 'base64url')).toHaveLength(32);
    expect(options.body.rp.id).toBe('localhost');
    expect(Buffer.from(options.body.user.id, 'base64url').toString()).toBe(user.uid);
    expect(options.body.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.body.excludeCredentials).toEqual([]);

    const authenticator = new SoftAuthenticator();
    const done = await passkeys.registrationComplete(
      user.state,
      user.token,
      authenticator.register(options.body, { origin }),
    );
    expect(done.status).toBe(200);
    expect(done.body.credential).toMatchObject({ id: authenticator.id, transports: ['internal'] });

    // A new browser (a new state), nothing typed: the passkey signs the same user in.
    const browser = await api.state();
    const signIn = await loginWith(authenticator, browser);
    expect(signIn.status).toBe(200);
    const verified = await api.verifyCode(browser, signIn.body.code);
    expect(verified.status).toBe(200);
    expect(verified.body.user.uid).toBe(user.uid);
    expect(verified.body.webauthnRegistered).toBe(true);
    expect(decodeJwt(verified.body.token as string).amr).toEqual(['WEB_AUTHN']);

    // The merchant's server exchanges that code as for any other channel.
    const exchanged = await api.merchantToken({
      client_id: 'demo',
      client_secret: 'demo-secret',
      code: signIn.body.code,
    });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.user.uid).toBe(user.uid);

    // The browser that made the passkey is told so by the merchant config; another is not.
    const config = (state: string) =>
      api.request({ method: 'GET', url: `/v2/lp/merchant/config/${state}`, query: { appId: 'demo' } });
    expect((await config(user.state)).body.merchant.config.isWebauthnRegistered).toBe(true);
    expect((await config(browser)).body.merchant.config.isWebauthnRegistered).toBe(false);

    // The next registration excludes the passkey the user has.
    const again = await passkeys.registrationStart(user.state, user.token);
    expect(again.body.excludeCredentials).toEqual([
      { id: authenticator.id, type: 'public-key', transports: ['internal'] },
    ]);
  });

  it('refuses a replayed registration and a replayed sign-in: a challenge works once', async () => {
    const user = await signedIn(api, email());
    const authenticator = new SoftAuthenticator();
    const options = await passkeys.registrationStart(user.state, user.token);
    const result = authenticator.register(options.body, { origin });
    expect((await passkeys.registrationComplete(user.state, user.token, result)).status).toBe(200);
    const replay = await passkeys.registrationComplete(user.state, user.token, result);
    expect(replay.status).toBe(400);
    expect(expectErrorShape(replay).error).toBe('passkey_challenge_invalid');

    const browser = await api.state();
    const login = await passkeys.loginStart(browser);
    const assertion = authenticator.authenticate(login.body, { origin });
    expect((await passkeys.loginComplete(browser, assertion)).status).toBe(200);
    const replayed = await passkeys.loginComplete(browser, assertion);
    expect(replayed.status).toBe(400);
    expect(replayed.body.error).toBe('passkey_challenge_invalid');
  });

  it('refuses a challenge after 5 minutes, and accepts it just before', async () => {
    const { authenticator } = await withPasskey();
    const browser = await api.state();
    const late = await passkeys.loginStart(browser);
    const inTime = await passkeys.loginStart(browser);
    clock.advance(WEBAUTHN_CHALLENGE_TTL_MS - 1000);
    expect(
      (await passkeys.loginComplete(browser, authenticator.authenticate(inTime.body, { origin }))).status,
    ).toBe(200);
    clock.advance(1000);
    const expired = await passkeys.loginComplete(browser, authenticator.authenticate(late.body, { origin }));
    expect(expired.status).toBe(400);
    expect(expired.body.error).toBe('passkey_challenge_invalid');
  });

  it('refuses a challenge begun in another browser (another state)', async () => {
    const { authenticator } = await withPasskey();
    const first = await api.state();
    const options = await passkeys.loginStart(first);
    const other = await api.state();
    const res = await passkeys.loginComplete(other, authenticator.authenticate(options.body, { origin }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('passkey_challenge_invalid');
  });

  it('refuses client data from another origin, and ceremonies begun on an unregistered page', async () => {
    const { authenticator } = await withPasskey();
    const res = await loginWith(authenticator, undefined, { origin: 'https://evil.example' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('passkey_failed');

    const browser = await api.state();
    const start = await passkeyClient(api, 'https://evil.example').loginStart(browser);
    expect(start.status).toBe(403);
    expect(expectErrorShape(start).error).toBe('origin_not_allowed');
  });

  it('refuses an assertion for another relying party id', async () => {
    const { authenticator } = await withPasskey();
    const res = await loginWith(authenticator, undefined, { rpId: 'evil.example' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('passkey_failed');
    // And a registration made for another rpId is not stored.
    const user = await signedIn(api, email());
    const options = await passkeys.registrationStart(user.state, user.token);
    const other = new SoftAuthenticator();
    const reg = await passkeys.registrationComplete(
      user.state,
      user.token,
      other.register(options.body, { origin, rpId: 'evil.example' }),
    );
    expect(reg.status).toBe(400);
    expect(reg.body.error).toBe('passkey_failed');
  });

  it('refuses a signature counter that goes back or stays put (a cloned authenticator)', async () => {
    const { authenticator } = await withPasskey();
    expect((await loginWith(authenticator, undefined, { counter: 7 })).status).toBe(200);
    const back = await loginWith(authenticator, undefined, { counter: 3 });
    expect(back.status).toBe(400);
    expect(back.body.error).toBe('passkey_failed');
    expect((await loginWith(authenticator, undefined, { counter: 7 })).status).toBe(400);
    expect((await loginWith(authenticator, undefined, { counter: 8 })).status).toBe(200);
  });

  it("refuses another user's credential: a user handle that is not its owner's", async () => {
    const alice = await withPasskey();
    const bob = await withPasskey();
    const res = await loginWith(alice.authenticator, undefined, { userHandle: bob.authenticator.userHandle });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('passkey_failed');
    const anonymous = await loginWith(alice.authenticator, undefined, { userHandle: '' });
    expect(anonymous.status).toBe(400);
    expect((await loginWith(alice.authenticator)).status).toBe(200);
    // Bob's token cannot complete a registration begun for Alice.
    const options = await passkeys.registrationStart(alice.state, alice.token);
    const stolen = await passkeys.registrationComplete(
      alice.state,
      bob.token,
      new SoftAuthenticator().register(options.body, { origin }),
    );
    expect(stolen.status).toBe(400);
    expect(stolen.body.error).toBe('passkey_challenge_invalid');
  });

  it('never registers a credential id twice, for the same user or another', async () => {
    const alice = await withPasskey();
    const options = await passkeys.registrationStart(alice.state, alice.token);
    const twice = await passkeys.registrationComplete(
      alice.state,
      alice.token,
      alice.authenticator.register(options.body, { origin }),
    );
    expect(twice.status).toBe(409);
    expect(expectErrorShape(twice).error).toBe('passkey_exists');

    const bob = await signedIn(api, email());
    const bobOptions = await passkeys.registrationStart(bob.state, bob.token);
    const taken = await passkeys.registrationComplete(
      bob.state,
      bob.token,
      alice.authenticator.register(bobOptions.body, { origin }),
    );
    expect(taken.status).toBe(409);
  });

  it('requires user verification and user presence', async () => {
    const { authenticator } = await withPasskey();
    expect((await loginWith(authenticator, undefined, { flags: FLAGS.UP })).status).toBe(400);
    expect((await loginWith(authenticator, undefined, { flags: FLAGS.UV })).status).toBe(400);
    // Backed up but not backup eligible cannot be (WebAuthn L3 §6.1.3).
    const bad = await loginWith(authenticator, undefined, { flags: FLAGS.UP | FLAGS.UV | FLAGS.BS });
    expect(bad.status).toBe(400);
  });

  it('accepts a cross-origin frame only on a registered top origin', async () => {
    const shop = 'https://shop.example';
    await host.services.apps.update('demo', { origins: [origin, shop] });
    try {
      const { authenticator } = await withPasskey();
      const framed = { crossOrigin: true };
      expect((await loginWith(authenticator, undefined, { ...framed, topOrigin: shop })).status).toBe(200);
      const elsewhere = await loginWith(authenticator, undefined, {
        ...framed,
        topOrigin: 'https://evil.example',
      });
      expect(elsewhere.status).toBe(400);
      expect((await loginWith(authenticator, undefined, framed)).status).toBe(400);
      expect((await loginWith(authenticator, undefined, { topOrigin: shop })).status).toBe(400);
    } finally {
      await host.services.apps.update('demo', { origins: [origin] });
    }
  });

  it('asks for a signed-in user to register: a valid, recent ID token of this app', async () => {
    const user = await signedIn(api, email());
    const none = await passkeys.registrationStart(user.state);
    expect(none.status).toBe(401);
    expect(expectErrorShape(none).error).toBe('signin_required');
    const forged = await passkeys.registrationStart(user.state, `${user.token.slice(0, -4)}AAAA`);
    expect(forged.status).toBe(401);
    const otherApp = await api.request({
      method: 'POST',
      url: `/v1/webauthn/registration/start/${user.state}`,
      json: { appId: 'other' },
      headers: { origin, authorization: `Bearer ${user.token}` },
    });
    expect(otherApp.status).toBe(401);
    clock.advance(11 * 60_000);
    const stale = await passkeys.registrationStart(user.state, user.token);
    expect(stale.status).toBe(401);
  });

  it('lists and removes only the signed-in user’s own passkeys', async () => {
    const alice = await withPasskey();
    const bob = await withPasskey();
    const list = await passkeys.list(alice.token);
    expect(list.status).toBe(200);
    expect(list.body.credentials.map((c: { id: string }) => c.id)).toEqual([alice.authenticator.id]);

    const notHers = await passkeys.remove(alice.token, bob.authenticator.id);
    expect(notHers.status).toBe(404);
    expect((await passkeys.remove(alice.token, alice.authenticator.id)).status).toBe(204);
    expect((await passkeys.list(alice.token)).body.credentials).toEqual([]);
    expect((await loginWith(alice.authenticator)).status).toBe(400);
    expect((await loginWith(bob.authenticator)).status).toBe(200);
    expect((await api.request({ method: 'GET', url: '/v1/webauthn/credentials' })).status).toBe(401);
  });

  it('answers bad input with a 4xx in the error shape', async () => {
    const browser = await api.state();
    const unknownField = await api.request({
      method: 'POST',
      url: `/v1/webauthn/login/complete/${browser}`,
      json: {
        appId: 'demo',
        id: 'abc',
        rawId: 'abc',
        type: 'public-key',
        response: {},
        clientExtensionResults: {},
        extra: 1,
      },
      headers: { origin },
    });
    expect(unknownField.status).toBe(400);
    expectErrorShape(unknownField);
    const garbage = await api.request({
      method: 'POST',
      url: `/v1/webauthn/login/complete/${browser}`,
      json: {
        appId: 'demo',
        id: 'abc',
        rawId: 'abc',
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: 'bm90anNvbg', authenticatorData: 'AA', signature: 'AA' },
      },
      headers: { origin },
    });
    expect(garbage.status).toBe(400);
    expect(expectErrorShape(garbage).error).toBe('passkey_failed');
    const noOrigin = await api.request({
      method: 'POST',
      url: `/v1/webauthn/login/start/${browser}`,
      json: { appId: 'demo' },
    });
    expect(noOrigin.status).toBe(400);
  });

  it('refuses passkey calls for an app that has not turned passkeys on', async () => {
    await host.services.apps.update('demo', { options: {} });
    try {
      const res = await passkeys.loginStart(await api.state());
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('unsupported_channel');
    } finally {
      await host.services.apps.update('demo', { options: { isWebauthnEnabled: true } });
    }
  });
});
