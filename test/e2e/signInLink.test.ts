import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelConfigFor, defaultUiConfig } from '../../server/apps/defaultConfig';
import { freePort } from '../support/freePort';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

const APP_ID = 'linkshop';
const SECRET = 'link-shop-secret';

/**
 * The shareable sign-in link (platforms LINK / AUTHLINK): `/auth?appId=…` opened on its own, on a
 * phone; after the sign-in the visitor lands on the app's login URI with a code its server exchanges.
 */
describe('the shareable sign-in link', () => {
  const env = hostAndBrowser();
  let origin: string;
  let server: Server;
  const exchanged: { email?: string }[] = [];

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = createServer(async (request, response) => {
      const url = new URL(request.url ?? '/', origin);
      const code = url.searchParams.get('code');
      if (url.pathname === '/account/login' && code) {
        const answer = await fetch(`${env.host.url}/v1/merchant/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ client_id: APP_ID, client_secret: SECRET, code }),
        });
        const { user } = (await answer.json()) as { user: { email?: string } };
        exchanged.push(user);
        response.writeHead(200, { 'content-type': 'text/html' }).end(`<h1>Welcome ${user.email}</h1>`);
        return;
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    await env.host.services.apps.create({
      id: APP_ID,
      clientId: APP_ID,
      clientSecret: SECRET,
      name: 'Link Shop',
      origins: [origin],
      loginUri: `${origin}/account/login`,
      uiConfig: defaultUiConfig('Link Shop'),
      channelConfig: channelConfigFor(['OTP_LINK']),
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('signs the visitor in on the host and hands the code to the login URI', async () => {
    const phone = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    await page.goto(`${env.host.url}/auth?appId=${APP_ID}`);
    await page.locator('auth-login-page #sesame-identifier').fill('linked@example.com');
    await page.locator('auth-login-page button[type="submit"]').click();
    const message = await latestMessage(env.host.url, 'linked@example.com');
    await page.locator('auth-login-page input[autocomplete="one-time-code"]').fill(message.code!);
    await page.waitForURL(new RegExp(`^${origin}/account/login\\?code=`));
    await page.getByText('Welcome linked@example.com').waitFor();
    expect(exchanged).toEqual([expect.objectContaining({ email: 'linked@example.com' })]);
    await phone.close();
  });
});
