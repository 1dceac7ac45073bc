import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../contract/paths';
import type { App } from '../../server/apps/App';
import { channelConfigFor, defaultUiConfig } from '../../server/apps/defaultConfig';
import { loadConfig } from '../../server/config';
import { createServices } from '../../server/createServices';
import { freshPostgresSchema, postgresAvailable } from '../support/dialects';
import {
  appsStorage,
  authenticates,
  CLI_TIMEOUT_MS,
  runApps,
  runAppsInProcess,
  secretIn,
} from '../support/runApps';
import { startHost } from '../support/startHost';

const postgresReachable = await postgresAvailable();

describe.concurrent('npm run apps (as a child process)', () => {
  it(
    'creates an app, prints its secret once, lists and shows it without the secret, and deletes it',
    async () => {
      const { env, remove } = appsStorage();
      try {
        const created = await runApps(
          [
            'create',
            '--id',
            'acme',
            '--name',
            'Acme Shop',
            '--origin',
            'https://acme.example',
            '--origin',
            'http://localhost:3000',
            '--login-uri',
            'https://acme.example/login',
            '--redirect-uri',
            'https://acme.example/callback',
            '--channels',
            'EMAIL_LOGIN,otp',
            '--logo',
            'https://acme.example/logo.svg',
          ],
          env,
        );
        expect(created).toMatchObject({ code: 0, stderr: '' });
        expect(created.stdout).toContain('Created app "acme" (Acme Shop).');
        expect(created.stdout).toMatch(/^client_id: +acme$/m);
        const secret = secretIn(created.stdout);
        expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(await authenticates(env, 'acme', secret)).toBe(true);

        const list = await runApps(['list'], env);
        expect(list).toMatchObject({ code: 0, stderr: '' });
        expect(list.stdout.trimEnd().split('\n')).toEqual([
          'ID    NAME       ORIGINS                                     CHANNELS',
          'acme  Acme Shop  https://acme.example http://localhost:3000  EMAIL_LOGIN,OTP',
        ]);

        const show = await runApps(['show', 'acme'], env);
        expect(show.code).toBe(0);
        expect(JSON.parse(show.stdout)).toMatchObject({
          id: 'acme',
          clientId: 'acme',
          name: 'Acme Shop',
          logo: 'https://acme.example/logo.svg',
          origins: ['https://acme.example', 'http://localhost:3000'],
          loginUri: 'https://acme.example/login',
          redirectUris: ['https://acme.example/callback'],
          uiConfig: defaultUiConfig('Acme Shop'),
          channelConfig: channelConfigFor(['EMAIL_LOGIN', 'OTP']),
        });
        for (const output of [list.stdout, show.stdout]) {
          expect(output).not.toContain(secret);
          expect(output).not.toMatch(/secret/i);
        }

        expect(await runApps(['delete', 'acme'], env)).toEqual({
          code: 0,
          stdout: 'Deleted app "acme" (Acme Shop).\n',
          stderr: '',
        });
        expect((await runApps(['list'], env)).stdout).toMatch(/^No apps yet/);
      } finally {
        remove();
      }
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'rotates the secret: only the new one works',
    async () => {
      const { env, remove } = appsStorage();
      try {
        const created = await runApps(
          ['create', '--id', 'rot', '--name', 'Rot', '--origin', 'https://r.example'],
          env,
        );
        const old = secretIn(created.stdout);
        const rotated = await runApps(['rotate-secret', 'rot'], env);
        expect(rotated).toMatchObject({ code: 0, stderr: '' });
        const fresh = secretIn(rotated.stdout);
        expect(fresh).not.toBe(old);
        expect(await authenticates(env, 'rot', old)).toBe(false);
        expect(await authenticates(env, 'rot', fresh)).toBe(true);
      } finally {
        remove();
      }
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'exits 1 on an app that is not there, 2 on bad input, with the reason on stderr',
    async () => {
      const { env, remove } = appsStorage();
      try {
        const missing = await runApps(['show', 'nope'], env);
        expect(missing).toMatchObject({ code: 1, stdout: '' });
        expect(missing.stderr).toBe('Error: No app with id "nope"; `list` shows the apps there are\n');

        const bad = await runApps(
          ['create', '--id', 'a', '--name', 'A', '--origin', 'https://a.example/'],
          env,
        );
        expect(bad).toMatchObject({ code: 2, stdout: '' });
        expect(bad.stderr).toContain('Error: Origin "https://a.example/" must be an exact origin');
        expect(bad.stderr).toContain('Usage: npm run apps -- create --id ID --name NAME --origin URL');

        const unknown = await runApps(['frob'], env);
        expect(unknown).toMatchObject({ code: 2, stdout: '' });
        expect(unknown.stderr).toContain('Unknown command "frob"');
      } finally {
        remove();
      }
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'prints help with every command, and exits 2 without a command',
    async () => {
      const { env, remove } = appsStorage();
      try {
        const help = await runApps(['help'], env);
        expect(help).toMatchObject({ code: 0, stderr: '' });
        for (const command of [
          'create --id ID',
          'list',
          'show ID',
          'edit ID',
          'rotate-secret ID',
          'delete ID',
        ]) {
          expect(help.stdout).toContain(`  ${command}`);
        }
        const none = await runApps([], env);
        expect(none).toMatchObject({ code: 2, stdout: '' });
        expect(none.stderr).toContain('Error: Missing a command');
        expect(none.stderr).toContain('Usage: npm run apps -- <command>');
      } finally {
        remove();
      }
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'exits 1 with the reason when the host cannot start (production without a secret)',
    async () => {
      const { env, remove } = appsStorage();
      try {
        const run = await runApps(['list'], { ...env, SESAME_MODE: 'production' });
        expect(run).toMatchObject({ code: 1, stdout: '' });
        expect(run.stderr).toMatch(
          /^Error: SESAME_SECRET is required in production mode: set it to a random value/,
        );
      } finally {
        remove();
      }
    },
    CLI_TIMEOUT_MS,
  );

  it('refuses to create a new secret in a database set up with SESAME_SECRET, and says how to pass it', async () => {
    const { env, remove } = appsStorage();
    const secret = { SESAME_SECRET: 'p'.repeat(40) };
    try {
      const created = await runAppsInProcess(
        [
          'create',
          '--id',
          'prod',
          '--name',
          'Prod',
          '--origin',
          'https://prod.example',
          '--channels=WEB_AUTHN',
        ],
        { ...env, ...secret, SESAME_MODE: 'production' },
      );
      expect(created.code, created.stderr).toBe(0);

      const forgot = await runAppsInProcess(
        ['create', '--id', 'late', '--name', 'Late', '--origin', 'https://late.example'],
        env,
      );
      expect(forgot).toMatchObject({ code: 1, stdout: '' });
      expect(forgot.stderr).toContain(
        'This database was set up with SESAME_SECRET; refusing to create a new secret',
      );
      expect(forgot.stderr).toContain('SESAME_SECRET=… npm run apps');

      // Nothing was written: the app made with the right secret still authenticates, no dev secret exists.
      expect(await authenticates({ ...env, ...secret }, 'prod', secretIn(created.stdout))).toBe(true);
      const services = await createServices(loadConfig({ ...env, ...secret, LOG_LEVEL: 'silent' }));
      try {
        expect(await services.db.kysely.selectFrom('settings').selectAll().execute()).toEqual([]);
        expect(await services.apps.get('late')).toBeUndefined();
      } finally {
        await services.close();
      }
    } finally {
      remove();
    }
  });

  it.skipIf(!postgresReachable)(
    'works on the PostgreSQL database DATABASE_URL names',
    async () => {
      const schema = await freshPostgresSchema('appscli');
      try {
        const env = { DATABASE_URL: schema.url };
        const created = await runApps(
          ['create', '--id', 'pg', '--name', 'Pg', '--origin', 'https://pg.example'],
          env,
        );
        expect(created.code).toBe(0);
        expect(await authenticates(env, 'pg', secretIn(created.stdout))).toBe(true);
        expect((await runApps(['list'], env)).stdout).toContain('pg  Pg    https://pg.example  EMAIL_LOGIN');
      } finally {
        await schema.drop();
      }
    },
    CLI_TIMEOUT_MS,
  );
});

describe('apps created by the tool', () => {
  let storage: ReturnType<typeof appsStorage>;
  beforeAll(() => {
    storage = appsStorage();
  });
  afterAll(() => storage.remove());

  it('are served by the host to their registered origins only', async () => {
    await runAppsInProcess(
      ['create', '--id', 'shop', '--name', 'Shop', '--origin', 'https://shop.example'],
      storage.env,
    );
    const host = await startHost({ env: storage.env });
    try {
      const state = (origin: string) => fetch(`${host.url}${API.state}?appId=shop`, { headers: { origin } });
      expect((await state('https://shop.example')).status).toBe(200);
      const refused = await state('https://evil.example');
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: 'origin_not_allowed' });
    } finally {
      await host.close();
    }
  });

  it('change only in what `edit` was given; "" removes a value', async () => {
    const { env } = storage;
    await runAppsInProcess(
      ['create', '--id', 'edit-me', '--name', 'Before', '--origin', 'https://a.example'],
      env,
    );
    const edited = await runAppsInProcess(
      [
        'edit',
        'edit-me',
        '--name',
        'After',
        '--add-origin',
        'https://b.example',
        '--add-origin',
        'http://127.0.0.1:8080',
        '--remove-origin',
        'https://a.example',
        '--channels',
        'MAGIC_LINK,OTP',
        '--privacy-url',
        'https://b.example/privacy',
        '--tnc-url',
        'https://b.example/terms',
        '--theme',
        'dark',
        '--primary-color',
        '#1A56DB',
        '--logo',
        'https://b.example/logo.png',
      ],
      env,
    );
    expect(edited).toEqual({
      code: 0,
      stdout:
        'Updated app "edit-me": name, origins, channels, logo, privacy policy, terms, theme, primary colour.\n',
      stderr: '',
    });
    const app = JSON.parse((await runAppsInProcess(['show', 'edit-me'], env)).stdout) as App;
    expect(app).toMatchObject({
      name: 'After',
      logo: 'https://b.example/logo.png',
      origins: ['https://b.example', 'http://127.0.0.1:8080'],
      channelConfig: channelConfigFor(['MAGIC_LINK', 'OTP']),
    });
    expect(app.uiConfig.general).toEqual({
      brandName: 'After',
      links: { privacyPolicy: 'https://b.example/privacy', tnc: 'https://b.example/terms' },
    });
    expect(app.uiConfig.colors).toEqual({ theme: 'DARK', primary: '#1a56db', text: {} });

    const replaced = await runAppsInProcess(
      [
        'edit',
        'edit-me',
        '--origin',
        'https://c.example',
        '--primary-color',
        '',
        '--logo',
        '',
        '--tnc-url',
        '',
      ],
      env,
    );
    expect(replaced.code).toBe(0);
    const after = JSON.parse((await runAppsInProcess(['show', 'edit-me'], env)).stdout) as App;
    expect(after.origins).toEqual(['https://c.example']);
    expect(after.logo).toBeUndefined();
    expect(after.uiConfig.colors.primary).toBeUndefined();
    expect(after.uiConfig.general.links).toEqual({ privacyPolicy: 'https://b.example/privacy' });
  });

  it('keep an origin, and exist once: the failures exit 1', async () => {
    const { env } = storage;
    await runAppsInProcess(
      ['create', '--id', 'lone', '--name', 'Lone', '--origin', 'https://l.example'],
      env,
    );
    const cases: [string[], string][] = [
      [['edit', 'lone', '--remove-origin', 'https://l.example'], 'An app needs at least one origin'],
      [
        ['edit', 'lone', '--remove-origin', 'https://x.example'],
        'Origin "https://x.example" is not registered',
      ],
      [
        ['create', '--id', 'lone', '--name', 'Again', '--origin', 'https://l.example'],
        'An app with id "lone" already exists',
      ],
      [['delete', 'ghost'], 'No app with id "ghost"'],
      [['rotate-secret', 'ghost'], 'No app with id "ghost"'],
      [['edit', 'ghost', '--name', 'X'], 'No app with id "ghost"'],
    ];
    for (const [args, message] of cases) {
      const run = await runAppsInProcess(args, env);
      expect(run, args.join(' ')).toMatchObject({ code: 1, stdout: '' });
      expect(run.stderr).toContain(`Error: ${message}`);
    }
  });
});
