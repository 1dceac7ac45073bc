import { type ChildProcess, spawn } from 'node:child_process';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/freePort';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { signInByEmail } from '../support/oidcSignIn';

const EXAMPLES = resolve(import.meta.dirname, '../../examples');
const NEXT_EXAMPLE = `${EXAMPLES}/nextjs`;
const NEXT_BIN = resolve(import.meta.dirname, '../../node_modules/next/dist/bin/next');

/** Runs Next.js's command line on the example; resolves with its exit code. */
function next(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [NEXT_BIN, ...args, NEXT_EXAMPLE], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function finished(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  return { code, output };
}

async function answers(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** docs/oidc.md: the examples in examples/, each signing in through Sesame in Chromium. */
describe('Sign in with Sesame examples', () => {
  const env = hostAndBrowser();
  const servers: Server[] = [];
  const stops: (() => void)[] = [];
  afterAll(async () => {
    for (const stop of stops) stop();
    await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
  });

  async function allowRedirect(uri: string): Promise<void> {
    const app = (await env.host.services.apps.get('demo'))!;
    await env.host.services.apps.update('demo', { redirectUris: [...app.redirectUris, uri] });
  }

  it('Express + openid-client (examples/express)', async () => {
    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    await allowRedirect(`${baseUrl}/callback`);
    const { createApp } = (await import(`${EXAMPLES}/express/server.mjs`)) as {
      createApp: (options: Record<string, string>) => Promise<{ listen: (port: number) => Server }>;
    };
    const app = await createApp({
      issuer: env.host.url,
      clientId: 'demo',
      clientSecret: 'demo-secret',
      baseUrl,
    });
    servers.push(app.listen(port));

    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(baseUrl);
    await page.locator('#signin').click();
    await signInByEmail(page, env.host.url, 'express@example.com');
    await page.locator('#greeting').waitFor({ timeout: 20_000 });
    expect(await page.locator('#greeting').textContent()).toBe('Hello express@example.com');
    await context.close();
  });

  it('Next.js (examples/nextjs): a production build with Auth.js, Sesame as a generic OIDC provider', async () => {
    const built = await finished(next(['build'], {}));
    expect(built.output).toContain('/api/auth/[...auth]');
    expect(built.code).toBe(0);

    const port = await freePort();
    const site = `http://localhost:${port}`;
    const server = next(['start', '-p', String(port), '-H', '127.0.0.1'], {
      SESAME_ISSUER: env.host.url,
      SESAME_CLIENT_ID: 'demo',
      SESAME_CLIENT_SECRET: 'demo-secret',
      AUTH_SECRET: 'a-test-secret-of-at-least-thirty-two-chars',
      SITE_URL: site,
    });
    stops.push(() => server.kill());
    await answers(`${site}/api/auth/providers`, Date.now() + 30_000);
    await allowRedirect(`${site}/api/auth/callback/sesame`);

    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site}/`);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Sign in with Sesame' }).click();
    await signInByEmail(page, env.host.url, 'nextjs@example.com');
    // Back on the site's own page, rendered by Next.js with the Auth.js session.
    await page.getByText('Hello nextjs@example.com').waitFor();
    expect(new URL(page.url()).origin).toBe(site);
    await context.close();
  }, 180_000);
});
