import { expect, it } from 'vitest';
import { APP_CACHE_TTL_MS } from '../../contract/constants';
import { SecretBox } from '../../server/sso/SecretBox';
import { SsoCredentialStore } from '../../server/sso/SsoCredentialStore';
import { describeStorage } from './describeStorage';

const GITHUB = {
  channel: 'GITHUB_SSO',
  clientId: 'Iv1.abc',
  clientSecret: 'gh-secret',
  issuer: undefined,
} as const;

describeStorage('SsoCredentialStore cache', (storage) => {
  /** A second instance's store on the same database, with a cache clock the test moves. */
  async function otherInstance() {
    const { another, clock } = storage();
    const services = await another();
    let now = 0;
    const credentials = new SsoCredentialStore(
      services.db.kysely,
      new SecretBox(services.hasher),
      () => clock.now(),
      () => now,
    );
    return { credentials, advance: (ms: number) => (now += ms) };
  }

  it('sees credentials set or removed elsewhere within APP_CACHE_TTL_MS, and its own at once', async () => {
    const { services } = storage();
    const other = await otherInstance();
    expect(await other.credentials.get('acme', 'GITHUB_SSO')).toBeUndefined();

    await services.ssoCredentials.put('acme', GITHUB);
    expect(await services.ssoCredentials.get('acme', 'GITHUB_SSO')).toMatchObject({ clientId: 'Iv1.abc' });
    other.advance(APP_CACHE_TTL_MS - 1);
    expect(await other.credentials.get('acme', 'GITHUB_SSO')).toBeUndefined();
    other.advance(1);
    expect(await other.credentials.get('acme', 'GITHUB_SSO')).toMatchObject({ clientSecret: 'gh-secret' });

    await services.ssoCredentials.remove('acme', 'GITHUB_SSO');
    expect(await services.ssoCredentials.get('acme', 'GITHUB_SSO')).toBeUndefined();
    expect(await other.credentials.get('acme', 'GITHUB_SSO')).toMatchObject({ clientId: 'Iv1.abc' });
    other.advance(APP_CACHE_TTL_MS);
    expect(await other.credentials.get('acme', 'GITHUB_SSO')).toBeUndefined();

    await other.credentials.put('acme', { ...GITHUB, clientId: 'Iv1.new' });
    expect(await other.credentials.get('acme', 'GITHUB_SSO')).toMatchObject({ clientId: 'Iv1.new' });
  });
});
