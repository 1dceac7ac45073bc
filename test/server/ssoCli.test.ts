import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configuredChannels } from '../../server/apps/defaultConfig';
import { loadConfig } from '../../server/config';
import { createServices } from '../../server/createServices';
import { Hasher } from '../../server/crypto/Hasher';
import { SecretBox } from '../../server/sso/SecretBox';
import { SsoCredentialStore } from '../../server/sso/SsoCredentialStore';
import { appsStorage, CLI_TIMEOUT_MS, runApps, runAppsInProcess } from '../support/runApps';

/** `npm run apps -- sso`: a merchant enables a provider with its client id and secret. */
describe('npm run apps -- sso', () => {
  const SECRET = 'x'.repeat(40);
  let storage: ReturnType<typeof appsStorage>;
  let env: Record<string, string>;

  beforeEach(async () => {
    storage = appsStorage();
    env = { ...storage.env, SESAME_SECRET: SECRET, LOG_LEVEL: 'silent' };
    const created = await runAppsInProcess(
      ['create', '--id', 'acme', '--name', 'Acme', '--origin', 'https://acme.example'],
      env,
    );
    expect(created.code, created.stderr).toBe(0);
  });
  afterEach(() => storage.remove());

  async function open(secret = SECRET) {
    return createServices(loadConfig({ ...env, SESAME_SECRET: secret }));
  }

  it('stores the credentials with the secret encrypted, turns the channel on, and lists the callback URL', async () => {
    const set = await runAppsInProcess(
      [
        'sso',
        'acme',
        '--set',
        'GITHUB_SSO:Iv1.abc:gh-secret:with:colons',
        '--set',
        'google:123.apps.googleusercontent.com:g-secret',
      ],
      env,
    );
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toContain('Updated app "acme": set GITHUB_SSO, set GMAIL.');
    expect(set.stdout).toMatch(/GITHUB_SSO\s+Iv1\.abc\s+http:\/\/localhost:8787\/v1\/sso\/callback\/github/);
    expect(set.stdout).toMatch(
      /GMAIL\s+123\.apps\.googleusercontent\.com\s+http:\/\/localhost:8787\/v1\/sso\/callback\/google/,
    );
    expect(set.stdout).not.toContain('gh-secret');

    const services = await open();
    try {
      const app = await services.apps.get('acme');
      expect(configuredChannels(app!.channelConfig)).toEqual(expect.arrayContaining(['GITHUB_SSO', 'GMAIL']));
      const stored = await services.db.kysely.selectFrom('sso_credentials').selectAll().execute();
      expect(JSON.stringify(stored)).not.toContain('gh-secret');
      expect(await services.ssoCredentials.get('acme', 'GITHUB_SSO')).toMatchObject({
        clientId: 'Iv1.abc',
        clientSecret: 'gh-secret:with:colons',
      });
    } finally {
      await services.db.kysely.destroy();
    }
    // Another server secret cannot open it; the host does not even start with one (its signing
    // keys are sealed under this secret).
    const services2 = await open();
    try {
      const other = new SsoCredentialStore(
        services2.db.kysely,
        new SecretBox(new Hasher('y'.repeat(40))),
        Date.now,
      );
      expect(await other.get('acme', 'GITHUB_SSO')).toBeUndefined();
    } finally {
      await services2.db.kysely.destroy();
    }
    await expect(open('y'.repeat(40))).rejects.toThrow(/sealed with another SESAME_SECRET/);
  });

  it('names an OpenID Connect issuer for one provider, and removes a provider', async () => {
    const set = await runAppsInProcess(
      ['sso', 'acme', '--set', 'GITLAB_SSO:gl-id:gl-secret', '--issuer', 'https://gitlab.acme.example/'],
      env,
    );
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toContain('https://gitlab.acme.example');
    const removed = await runAppsInProcess(['sso', 'acme', '--remove', 'gitlab'], env);
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.stdout).toContain('App "acme" has no SSO provider configured.');
    const services = await open();
    try {
      expect(configuredChannels((await services.apps.get('acme'))!.channelConfig)).not.toContain(
        'GITLAB_SSO',
      );
    } finally {
      await services.db.kysely.destroy();
    }
  });

  it('answers bad input with exit code 2 before opening storage', async () => {
    for (const args of [
      ['sso', 'acme', '--set', 'MYSPACE:id:secret'],
      ['sso', 'acme', '--set', 'GMAIL'],
      ['sso', 'acme', '--set', 'GMAIL:id'],
      ['sso', 'acme', '--set', 'GMAIL:id:s', '--issuer', 'http://idp.example'],
      ['sso', 'acme', '--issuer', 'https://idp.example'],
      ['sso', 'acme', '--remove', 'nope'],
    ]) {
      const run = await runAppsInProcess(args, { ...env, SSO_CLIENT_SECRET: '' });
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toContain('Usage:');
    }
    const missing = await runAppsInProcess(['sso', 'nobody'], env);
    expect(missing.code).toBe(1);
  });

  it(
    'works as a child process, reading the secret from SSO_CLIENT_SECRET',
    async () => {
      const run = await runApps(['sso', 'acme', '--set', 'DISCORD_SSO:1234567890'], {
        ...env,
        SSO_CLIENT_SECRET: 'from-env',
      });
      expect(run.code, run.stderr).toBe(0);
      const services = await open();
      try {
        expect((await services.ssoCredentials.get('acme', 'DISCORD_SSO'))?.clientSecret).toBe('from-env');
      } finally {
        await services.db.kysely.destroy();
      }
    },
    CLI_TIMEOUT_MS,
  );
});
