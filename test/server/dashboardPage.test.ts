import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_PATH } from '../../contract/admin';
import { type Host, startHost } from '../support/startHost';

/** The dashboard's shell goes out like every page the host renders (server/http/sendPage). */
describe('the dashboard page', () => {
  let host: Host;
  beforeAll(async () => {
    host = await startHost({ listen: false });
  });
  afterAll(() => host.close());

  it('is sent with the page headers: its own scripts, never framed, revalidated', async () => {
    const res = await host.app.inject({ method: 'GET', url: DASHBOARD_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']).split('; ');
    expect(csp).toEqual(
      expect.arrayContaining([
        "default-src 'none'",
        "script-src 'self'",
        "connect-src 'self'",
        "form-action 'self'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ]),
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<script type="module" src="/dashboard.js"></script>');
  });

  it('redirects the path without its slash', async () => {
    const res = await host.app.inject({ method: 'GET', url: DASHBOARD_PATH.slice(0, -1) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(DASHBOARD_PATH);
  });
});
