import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_API, DASHBOARD_APP_ID, DASHBOARD_PATH } from '../../contract/admin';
import { apiClient } from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';

/** docs/dashboard.md "Signing in": the built-in app keeps an owner's channels across restarts. */
describe('the dashboard’s built-in app across restarts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sesame-seed-'));
  const env = { SQLITE_PATH: join(dir, 'sesame.db') };
  let host: Host | undefined;
  afterAll(async () => {
    await host?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps an edit of its channels, and re-seeds its origin and URIs from PUBLIC_URL', async () => {
    host = await startHost({ listen: false, env });
    const owner = 'owner@example.com';
    await host.services.administrators.put(owner, 'owner', null, Date.now());
    const { code } = await apiClient(host, { appId: DASHBOARD_APP_ID }).signIn(owner);
    const api = apiClient(host);
    const session = await api.request({ method: 'POST', url: ADMIN_API.session, json: { code } });
    const cookie = String(session.headers['set-cookie']).split(';')[0]!;
    const edited = await api.request({
      method: 'PATCH',
      url: ADMIN_API.app(DASHBOARD_APP_ID),
      json: { channels: ['EMAIL_LOGIN'] },
      headers: { cookie },
    });
    expect(edited.status, edited.text).toBe(200);
    await host.close();

    const publicUrl = 'https://sesame.example';
    host = await startHost({ listen: false, env: { ...env, PUBLIC_URL: publicUrl } });
    const app = await host.services.apps.get(DASHBOARD_APP_ID);
    expect(app?.channelConfig.flatMap((entry) => entry.channel.map((c) => c.name))).toEqual(['EMAIL_LOGIN']);
    expect(app).toMatchObject({
      origins: [publicUrl],
      loginUri: `${publicUrl}${DASHBOARD_PATH}`,
      redirectUris: [`${publicUrl}${DASHBOARD_PATH}`],
    });
  });
});
