import { describe, expect, it } from 'vitest';
import { ADMIN_API, DASHBOARD_APP_ID } from '../../contract/admin';
import { apiClient } from '../support/apiClient';
import { appsStorage, runAppsInProcess } from '../support/runApps';
import { startHost } from '../support/startHost';

/** docs/dashboard.md "Signing in": `npm run apps -- admin add` makes the administrator who signs in. */
describe('npm run apps -- admin add', () => {
  it('adds an owner by default, changes a role, and that person signs in to the dashboard', async () => {
    const { env, remove } = appsStorage();
    try {
      const added = await runAppsInProcess(['admin', 'add', 'Boss@Shop.example'], env);
      expect(added).toMatchObject({ code: 0, stderr: '' });
      expect(added.stdout).toContain('Administrator boss@shop.example (owner)');
      const viewer = await runAppsInProcess(['admin', 'add', 'helper@shop.example', '--role', 'viewer'], env);
      expect(viewer.stdout).toContain('(viewer)');

      const host = await startHost({ env, listen: false });
      try {
        expect(await host.services.administrators.byEmail('helper@shop.example')).toMatchObject({
          role: 'viewer',
        });
        const { code } = await apiClient(host, { appId: DASHBOARD_APP_ID }).signIn('Boss@shop.example');
        const session = await apiClient(host).request({
          method: 'POST',
          url: ADMIN_API.session,
          json: { code },
        });
        expect(session.status).toBe(200);
        expect(session.body).toMatchObject({ role: 'owner' });
      } finally {
        await host.close();
      }
    } finally {
      remove();
    }
  });

  it('refuses a bad email, an unknown role and a missing address as usage errors', async () => {
    const { env, remove } = appsStorage();
    try {
      expect(await runAppsInProcess(['admin', 'add', 'not-an-email'], env)).toMatchObject({ code: 2 });
      const role = await runAppsInProcess(['admin', 'add', 'a@shop.example', '--role', 'god'], env);
      expect(role.code).toBe(2);
      expect(role.stderr).toContain('--role "god" must be one of owner, admin, viewer');
      expect((await runAppsInProcess(['admin', 'add'], env)).code).toBe(2);
    } finally {
      remove();
    }
  });
});
