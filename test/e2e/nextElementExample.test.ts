import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelConfigFor, defaultUiConfig } from '../../server/apps/defaultConfig';
import { freePort } from '../support/freePort';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { answers, finished, next } from '../support/nextApp';
import { latestMessage } from '../support/outbox';

const EXAMPLE = resolve(import.meta.dirname, '../../examples/nextjs-element');
const APP_ID = 'nextshop';
const SECRET = 'next-shop-secret';

/**
 * examples/nextjs-element: `<auth-floater>` on a client component with React 19's typed
 * `onauth-signin`, and a route handler exchanging the code at /v1/merchant/token; a production
 * build (its TypeScript check compiles the element against types/react.d.ts) and server.
 */
describe('Next.js with the element itself (examples/nextjs-element)', () => {
  const env = hostAndBrowser();
  let site: string;
  let stop = () => {};

  beforeAll(async () => {
    const built = await finished(next(EXAMPLE, ['build']));
    expect(built.output).toContain('Finished TypeScript');
    expect(built.output).toContain('/api/sesame/signin');
    expect(built.code, built.output).toBe(0);

    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    await env.host.services.apps.create({
      id: APP_ID,
      clientId: APP_ID,
      clientSecret: SECRET,
      name: 'Next Shop',
      origins: [site],
      uiConfig: defaultUiConfig('Next Shop'),
      channelConfig: channelConfigFor(['OTP_LINK']),
    });
    const server = next(EXAMPLE, ['start', '-p', String(port), '-H', '127.0.0.1'], {
      SESAME_HOST: env.host.url,
      SESAME_APP_ID: APP_ID,
      SESAME_CLIENT_SECRET: SECRET,
      SESSION_SECRET: 'a-session-secret-of-at-least-thirty-two-chars',
      SITE_URL: site,
    });
    stop = () => server.kill();
    await answers(site, 30_000);
  }, 180_000);
  afterAll(() => stop());

  it('signs a visitor in through the floater; the server exchanges the code and keeps a session', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site}/`);
    expect(await page.locator('#greeting').textContent()).toBe('You are not signed in.');
    await page.locator('auth-floater #sesame-identifier').fill('next.element@example.com');
    await page.locator('auth-floater button[type="submit"]').click();
    const message = await latestMessage(env.host.url, 'next.element@example.com');
    await page.locator('auth-floater input[autocomplete="one-time-code"]').fill(message.code!);
    await expect
      .poll(() => page.locator('#greeting').textContent(), { timeout: 20_000 })
      .toBe('Welcome, next.element@example.com');
    expect(await page.locator('auth-floater').count()).toBe(0);
    // The session is the site's own cookie, rendered by the server on the next visit too.
    await page.reload();
    expect(await page.locator('#greeting').textContent()).toBe('Welcome, next.element@example.com');
    expect((await context.cookies()).find((c) => c.name === 'shop_session')?.httpOnly).toBe(true);
    await context.close();
  });

  it("refuses a code from another site's page, and bad input, in the error shape", async () => {
    const post = (origin: string, body: string) =>
      fetch(`${site}/api/sesame/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body,
      });
    const foreign = await post('https://evil.example', JSON.stringify({ code: 'anything' }));
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: 'forbidden' });
    const empty = await post(site, 'not json');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: 'invalid_request' });
    const used = await post(site, JSON.stringify({ code: 'not-a-real-code' }));
    expect(used.status).toBe(400);
    expect(await used.json()).toMatchObject({
      error: 'invalid_grant',
      message: 'This sign-in has expired. Please sign in again.',
    });
  });
});
