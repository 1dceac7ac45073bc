import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SsoHost, startSsoHost } from './ssoHost';

/**
 * docs/security.md "OAuth / OIDC": accounts are keyed by (issuer, subject), and a provider's email
 * that is not verified never joins an existing account.
 */
describe('SSO accounts', () => {
  let s: SsoHost;
  beforeAll(async () => {
    s = await startSsoHost();
  });
  afterAll(() => s?.close());

  async function userOf(run: Awaited<ReturnType<SsoHost['signInWith']>>) {
    return (await s.api.verifyCode(run.begun.state, run.status.code)).body.user;
  }

  it('a verified provider email joins the user who signed in by email code before', async () => {
    const { state, code } = await s.api.signIn('grace@example.com');
    const emailUser = (await s.api.verifyCode(state, code)).body.user;
    const sso = await userOf(await s.signInWith({ claims: { sub: 'grace-gl', email: 'Grace@Example.com' } }));
    expect(sso.uid).toBe(emailUser.uid);
  });

  it('an unverified provider email never joins an existing account', async () => {
    const { state, code } = await s.api.signIn('linus@example.com');
    const emailUser = (await s.api.verifyCode(state, code)).body.user;
    const sso = await userOf(
      await s.signInWith({
        claims: { sub: 'mallory-gl', email: 'linus@example.com', email_verified: false },
      }),
    );
    expect(sso.uid).not.toBe(emailUser.uid);
    expect(sso.emailVerified).toBe(false);
    // …and does not become the address's owner either: email sign-in still reaches the first user.
    s.clock.advance(61_000); // docs/security.md: sends to one address at least 60 s apart
    const again = await s.api.signIn('linus@example.com');
    expect((await s.api.verifyCode(again.state, again.code)).body.user.uid).toBe(emailUser.uid);
  });

  it('a verified provider email creates a user that email sign-in reaches later', async () => {
    const sso = await userOf(
      await s.signInWith({ claims: { sub: 'new-gl', email: 'newcomer@example.com' } }),
    );
    const { state, code } = await s.api.signIn('newcomer@example.com');
    expect((await s.api.verifyCode(state, code)).body.user.uid).toBe(sso.uid);
  });

  it('keeps the name a provider sent once (Apple sends it on the first sign-in only)', async () => {
    await s.signInWith({ claims: { sub: 'once-1', name: 'Grace Hopper' } });
    await s.signInWith({ claims: { sub: 'once-1', name: undefined } });
    const account = await s.host.services.ssoAccounts.get('demo', s.idp.url, 'once-1');
    expect(account?.name).toBe('Grace Hopper');
  });

  it('the same issuer and subject is the same user, whatever email it brings later', async () => {
    const a = await userOf(await s.signInWith({ claims: { sub: 'steady-1', email: 'one@example.com' } }));
    const b = await userOf(await s.signInWith({ claims: { sub: 'steady-1', email: 'two@example.com' } }));
    expect(b.uid).toBe(a.uid);
  });
});
