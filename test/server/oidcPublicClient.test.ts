import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API, DASHBOARD_APP_ID } from '../../contract/admin';
import { apiClient } from '../support/apiClient';
import { appsStorage, runAppsInProcess } from '../support/runApps';
import { type Host, startHost } from '../support/startHost';

const CALLBACK = 'https://spa.example/callback';

/**
 * docs/oidc.md "Public clients": an app marked public by the apps tool (`--oidc-public`) or
 * the dashboard's API authenticates with nothing at the token endpoint and must use PKCE S256;
 * a confidential app may leave PKCE out. The full sign-in is in test/e2e/oidcSignIn.test.ts.
 */
describe('public OpenID Connect clients', () => {
  const cleanup: (() => unknown)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function hostOn(env: Record<string, string>): Promise<Host> {
    const host = await startHost({ env });
    cleanup.push(host.close);
    return host;
  }

  /** Where the provider sends a browser that asks to sign in to `clientId` without PKCE. */
  async function withoutPkce(host: Host, clientId: string): Promise<URL> {
    const url = new URL(`${host.url}/oidc/auth`);
    url.search = new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      scope: 'openid',
      redirect_uri: CALLBACK,
      state: 'st',
    }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location')!, host.url);
  }

  const refusedForPkce = (to: URL) =>
    to.href.startsWith(CALLBACK) &&
    to.searchParams.get('error') === 'invalid_request' &&
    /PKCE/.test(to.searchParams.get('error_description') ?? '');

  it('the apps tool makes an app public with --oidc-public and confidential again with --oidc-confidential', async () => {
    const storage = appsStorage();
    cleanup.push(storage.remove);
    const app = ['--name', 'SPA', '--origin', 'https://spa.example', '--redirect-uri', CALLBACK];
    const created = await runAppsInProcess(['create', '--id', 'spa', ...app, '--oidc-public'], storage.env);
    expect(created.code, created.stderr).toBe(0);
    const shown = await runAppsInProcess(['show', 'spa'], storage.env);
    expect(JSON.parse(shown.stdout).options).toMatchObject({ oidcPublic: true });

    const host = await hostOn(storage.env);
    expect(refusedForPkce(await withoutPkce(host, 'spa'))).toBe(true);
    // The token endpoint now takes the client with no secret at all (the code is what fails).
    const token = await fetch(`${host.url}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'spa',
        code: 'not-a-code',
        redirect_uri: CALLBACK,
        code_verifier: 'v'.repeat(43),
      }),
    });
    expect(((await token.json()) as { error: string }).error).toBe('invalid_grant');

    const both = await runAppsInProcess(['edit', 'spa', '--oidc-public', '--oidc-confidential'], storage.env);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('not both');
    const edited = await runAppsInProcess(['edit', 'spa', '--oidc-confidential'], storage.env);
    expect(edited.stdout).toContain('confidential OpenID Connect client');
    expect(
      JSON.parse((await runAppsInProcess(['show', 'spa'], storage.env)).stdout).options,
    ).not.toHaveProperty('oidcPublic');
    // A confidential client may leave PKCE out: the browser goes on to the sign-in page.
    await expect
      .poll(async () => (await withoutPkce(host, 'spa')).pathname, { timeout: 5000 })
      .toMatch(/^\/oidc\/interaction\//);
    // The discovery document names every way a client authenticates.
    const doc = (await (await fetch(`${host.url}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(doc.token_endpoint_auth_methods_supported).toEqual([
      'client_secret_basic',
      'client_secret_post',
      'none',
    ]);
  });

  it("the dashboard's API sets and clears the same option", async () => {
    const host = await hostOn({});
    const api = apiClient(host);
    const email = 'owner-oidc@example.com';
    await host.services.administrators.put(email, 'owner', null, Date.now());
    const { code } = await apiClient(host, { appId: DASHBOARD_APP_ID }).signIn(email);
    const session = await api.request({ method: 'POST', url: ADMIN_API.session, json: { code } });
    const cookie = String(session.headers['set-cookie']).split(';')[0]!;
    const patch = (oidcPublic: boolean) =>
      api.request({
        method: 'PATCH',
        url: ADMIN_API.app('demo'),
        headers: { cookie },
        json: { options: { oidcPublic } },
      });

    const on = await patch(true);
    expect(on.status).toBe(200);
    expect(on.body.options.oidcPublic).toBe(true);
    expect((await host.services.apps.get('demo'))?.options.oidcPublic).toBe(true);
    expect((await patch(false)).body.options.oidcPublic).toBe(false);
    const refused = await api.request({
      method: 'PATCH',
      url: ADMIN_API.app('demo'),
      headers: { cookie },
      json: { options: { oidcPublic: 'yes' } },
    });
    expect(refused.status).toBe(400);
  });
});
