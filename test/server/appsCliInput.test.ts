import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/apps/App';
import { defaultUiConfig } from '../../server/apps/defaultConfig';
import { editPatch } from '../../server/cli/editPatch';
import { parseChannels, parsePhoneChannels } from '../../server/cli/parseChannels';
import { parseOrigin } from '../../server/cli/parseOrigin';
import { appsStorage, runAppsInProcess } from '../support/runApps';

/** The apps tool's input checks, in-process: appsCli.test.ts runs the tool as a process. */
describe('bad input', () => {
  const { env, remove } = appsStorage();
  afterAll(() => {
    // Input is checked before the storage is opened: bad input leaves no database behind.
    expect(existsSync(env.SQLITE_PATH)).toBe(false);
    remove();
  });

  const create = (...extra: string[]) => ['create', '--id', 'acme', '--name', 'Acme', ...extra];
  const withOrigin = (...extra: string[]) => create('--origin', 'https://a.example', ...extra);
  it.each<[string, string[], string]>([
    ['an unknown command', ['frob'], 'Unknown command "frob"'],
    ['an unknown option', withOrigin('--nme', 'x'), "Unknown option '--nme'"],
    ['a missing --id', ['create', '--name', 'Acme', '--origin', 'https://a.example'], 'Missing --id ID'],
    ['a missing --name', ['create', '--id', 'acme', '--origin', 'https://a.example'], 'Missing --name NAME'],
    ['a missing --origin', create(), 'Missing --origin URL'],
    ['an option without its value', create('--origin'), "Option '--origin <value>' argument missing"],
    [
      'an id with a space',
      ['create', '--id', 'a b', '--name', 'A', '--origin', 'https://a.example'],
      'App id "a b"',
    ],
    [
      'an empty name',
      ['create', '--id', 'acme', '--name', ' ', '--origin', 'https://a.example'],
      'must not be empty',
    ],
    [
      'a name with a line break',
      ['create', '--id', 'acme', '--name', 'A\nB', '--origin', 'https://a.example'],
      'line breaks',
    ],
    [
      'an origin with a path',
      create('--origin', 'https://a.example/shop'),
      'did you mean "https://a.example"',
    ],
    [
      'an origin with a trailing slash',
      create('--origin', 'https://a.example/'),
      'no path or trailing slash',
    ],
    ['an origin in capitals', create('--origin', 'https://A.example'), 'did you mean "https://a.example"'],
    [
      'an origin with its default port',
      create('--origin', 'https://a.example:443'),
      'did you mean "https://a.example"',
    ],
    ['a plain-HTTP origin', create('--origin', 'http://a.example'), 'must use https://'],
    [
      'a wildcard origin',
      create('--origin', 'https://*.a.example'),
      'wildcards and patterns are not origins',
    ],
    ['an origin that is not a URL', create('--origin', 'a.example'), 'is not a URL'],
    ['an ftp origin', create('--origin', 'ftp://a.example'), 'must start with https://'],
    ['a relative login URI', withOrigin('--login-uri', '/login'), 'not an absolute URL'],
    ['a javascript: login URI', withOrigin('--login-uri', 'javascript:alert(1)'), 'http:// or https://'],
    ['a redirect URI with a fragment', withOrigin('--redirect-uri', 'https://a.example/#x'), '#fragment'],
    [
      'a logo that is not a URL',
      withOrigin('--logo', 'logo.png'),
      '--logo "logo.png" is not an absolute URL',
    ],
    ['an unknown channel', withOrigin('--channels', 'EMAIL_LOGIN,PIGEON'), 'Unknown channel "PIGEON"'],
    ['an empty channel', withOrigin('--channels', 'OTP,,SMS'), 'empty entry'],
    ['a show without an id', ['show'], 'Missing ID'],
    ['a show with two ids', ['show', 'a', 'b'], 'Unexpected argument "b"'],
    ['a delete of an impossible id', ['delete', '../x'], 'App id "../x"'],
    ['an edit with nothing to change', ['edit', 'acme'], 'Nothing to change'],
    [
      'an edit with an unknown theme',
      ['edit', 'acme', '--theme', 'blue'],
      '--theme "blue" must be light or dark',
    ],
    [
      'an edit with a bad colour',
      ['edit', 'acme', '--primary-color', 'red'],
      'Colour "red" must be a hex colour',
    ],
    [
      'an edit with a bad added origin',
      ['edit', 'acme', '--add-origin', 'https://a.example/x'],
      'exact origin',
    ],
    ['a help for an unknown command', ['help', 'frob'], 'Unknown command "frob"'],
  ])('exits 2 with a clear message on %s', async (_, args, message) => {
    const run = await runAppsInProcess(args, env);
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.stderr).toContain('Error: ');
    expect(run.stderr).toContain(message);
  });
});

describe('origin and channel rules', () => {
  it('accepts exact HTTPS origins, and plain HTTP only on this machine', () => {
    const good = [
      'https://shop.example',
      'https://shop.example:8443',
      'https://xn--bcher-kva.example',
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://localhost',
      'http://[::1]:3000',
    ];
    for (const origin of good) expect(parseOrigin(origin)).toBe(origin);
    const bad = [
      'http://shop.example',
      'http://localhost.evil.example',
      'https://user:pw@shop.example',
      'https://shop.example?x=1',
      'https://shop.example#x',
      'https://bücher.example',
      'null',
    ];
    for (const origin of bad) expect(() => parseOrigin(origin), origin).toThrow();
  });

  it('reads channel codes in any case, in order, once each', () => {
    expect(parseChannels(' otp ,EMAIL_LOGIN,otp')).toEqual(['OTP', 'EMAIL_LOGIN']);
  });

  it('refuses a phone channel a typed number cannot go through, naming it', () => {
    expect(parsePhoneChannels('whatsapp,sms')).toEqual(['WHATSAPP', 'SMS']);
    expect(() => parsePhoneChannels('WHATSAPP,VOICE_APPROVAL')).toThrow(/VOICE_APPROVAL/);
    expect(() => parsePhoneChannels('EMAIL_LOGIN')).toThrow(/cannot take EMAIL_LOGIN/);
  });

  it('adds before it removes, so an origin can be swapped in one edit', () => {
    const app = { origins: ['https://a.example'], uiConfig: defaultUiConfig('A') } as App;
    const { patch } = editPatch(app, {
      addOrigins: ['https://b.example'],
      removeOrigins: ['https://a.example'],
    });
    expect(patch).toEqual({ origins: ['https://b.example'] });
  });
});
