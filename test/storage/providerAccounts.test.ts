import { expect, it } from 'vitest';
import type { SsoProfile } from '../../server/sso/SsoProfile';
import { ssoSignIn } from '../../server/sso/ssoSignIn';
import { describeStorage } from './describeStorage';

const profile = (subject: string, email: string | undefined, emailVerified: boolean): SsoProfile => ({
  issuer: 'https://idp.example',
  subject,
  email,
  emailVerified,
  name: 'Ada',
  picture: undefined,
});

/**
 * docs/security.md "OAuth / OIDC": a provider account and the user it makes commit together
 * through UserStore, the one writer of users and identities, on SQLite and PostgreSQL alike.
 */
describeStorage('provider accounts', (storage) => {
  it('joins the owner of a verified email, and makes a verified email the new user’s identity', async () => {
    const { services, clock } = storage();
    const owner = await services.users.signInVerified('acme', 'EMAIL', 'ada@example.com', clock.now());
    const joined = await ssoSignIn(
      services,
      'acme',
      'google',
      profile('g-1', 'Ada@Example.com', true),
      clock.now(),
    );
    expect(joined).toBe(owner.uid);

    const fresh = await ssoSignIn(
      services,
      'acme',
      'google',
      profile('g-2', 'new@example.com', true),
      clock.now(),
    );
    expect(fresh).not.toBe(owner.uid);
    const byEmail = await services.users.signInVerified('acme', 'EMAIL', 'new@example.com', clock.now());
    expect(byEmail.uid).toBe(fresh);
    expect(await services.users.get(fresh)).toMatchObject({
      email: 'new@example.com',
      emailVerified: true,
      name: 'Ada',
    });
  });

  it('keeps an unverified email on the new user without letting it own the address', async () => {
    const { services, clock } = storage();
    const userId = await ssoSignIn(
      services,
      'acme',
      'github',
      profile('gh-1', 'eve@example.com', false),
      clock.now(),
    );
    expect(await services.users.get(userId)).toMatchObject({
      email: 'eve@example.com',
      emailVerified: false,
    });
    const byEmail = await services.users.signInVerified('acme', 'EMAIL', 'eve@example.com', clock.now());
    expect(byEmail.uid).not.toBe(userId);
    // The same account signs in as the same user, and a picture it sends later is what OIDC releases.
    const again = { ...profile('gh-1', undefined, false), picture: 'https://img.example/eve.png' };
    expect(await ssoSignIn(services, 'acme', 'github', again, clock.now())).toBe(userId);
    expect(await services.ssoAccounts.latestPicture(userId)).toBe('https://img.example/eve.png');
    expect((await services.users.withApp(userId))?.app_id).toBe('acme');
  });
});
