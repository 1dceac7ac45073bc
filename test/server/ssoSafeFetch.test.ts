import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../../server/sso/isPrivateAddress';
import { ForbiddenAddressError, safeFetch } from '../../server/sso/safeFetch';

/** docs/security.md "OAuth / OIDC": configured URLs never reach private addresses in production, nor follow redirects. */
describe('fetching provider URLs', () => {
  let server: Server;
  let port: number;
  let hits = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits++;
      if (req.url === '/moved')
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((done) => server.close(done)));

  it('refuses loopback, private and link-local addresses, by literal or by name, before connecting', async () => {
    const production = safeFetch({ allowPrivate: false });
    const before = hits;
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://localhost:${port}/`,
      `http://[::1]:${port}/`,
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:127.0.0.1]/',
    ]) {
      await expect(production(url), url).rejects.toBeInstanceOf(ForbiddenAddressError);
    }
    expect(hits).toBe(before);
  });

  it('never follows a redirect: the 3xx comes back as it is', async () => {
    const dev = safeFetch({ allowPrivate: true });
    const res = await dev(`http://127.0.0.1:${port}/moved`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://169.254.169.254/latest/meta-data/');
    expect(await (await dev(`http://127.0.0.1:${port}/`)).json()).toEqual({ ok: true });
  });

  it('classifies addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      'not-an-ip',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '142.250.74.36', '2a00:1450:4001:82b::200e', '172.32.0.1'])
      expect(isPrivateAddress(a), a).toBe(false);
  });
});
