import { createServer, type Server } from 'node:http';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeadlessRequest, HeadlessResponse } from '../../contract/headless';
import { channelConfigFor, defaultUiConfig } from '../../server/apps/defaultConfig';
import { freePort } from '../support/freePort';
import { headlessMerchantPage } from '../support/headlessMerchantPage';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

const APP_ID = 'headless-shop';

const merchantPage = (hostUrl: string) => headlessMerchantPage(hostUrl, APP_ID);

/**
 * SesameHeadless on a merchant page at one origin, the hosted page headless in a hidden iframe on
 * the host at another: queries, an email code sent and read from the dev outbox, the code sent
 * back, VERIFY COMPLETED and the pushed ONETAP with an ID token the JWKS verifies.
 */
describe('headless round trip across two origins', () => {
  const env = hostAndBrowser();
  let merchant: Server;
  let merchantOrigin: string;

  beforeAll(async () => {
    const port = await freePort();
    merchantOrigin = `http://127.0.0.1:${port}`;
    const html = merchantPage(env.host.url);
    merchant = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    });
    await new Promise<void>((resolve) => merchant.listen(port, '127.0.0.1', resolve));
    await env.host.services.apps.create({
      id: APP_ID,
      clientId: APP_ID,
      clientSecret: 'headless-secret',
      name: 'Headless Shop',
      origins: [merchantOrigin],
      uiConfig: defaultUiConfig('Headless Shop'),
      channelConfig: channelConfigFor(['OTP_LINK', 'GMAIL']),
    });
  });
  afterAll(() => new Promise<void>((resolve) => merchant.close(() => resolve())));

  const ask = (page: Page, request: HeadlessRequest) =>
    page.evaluate(
      (r) => (window as unknown as { ask: (r: unknown) => Promise<HeadlessResponse> }).ask(r),
      request,
    );
  const pushed = (page: Page) =>
    page.evaluate(() => (window as unknown as { pushed: HeadlessResponse[] }).pushed);

  it('answers READY_STATE, GET_CONFIG, sends an email code and verifies it into a signed-in user', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${merchantOrigin}/`);
    await page.waitForFunction(() => 'ask' in window);

    expect(await ask(page, { channel: 'READY_STATE' })).toEqual({
      responseType: 'READY_STATE',
      success: true,
      statusCode: 200,
      response: { ready: true },
    });
    // The page runs on the host's origin, in a hidden iframe.
    const frame = page.frames().find((f) => f.url().startsWith(`${env.host.url}/auth?`));
    expect(frame?.url()).toContain('isHeadless=true');

    const config = await ask(page, { channel: 'GET_CONFIG' });
    expect(config.responseType).toBe('GET_CONFIG');
    const items = (
      config.response as { channelConfig: { channel: string; channel_type: string; logo_url: string }[] }
    ).channelConfig;
    expect(items.map((c) => `${c.channel}:${c.channel_type}`)).toEqual(['EMAIL:OTP_LINK', 'OAUTH:GMAIL']);
    expect(items[0]?.logo_url).toBe(`${env.host.url}/assets/channels/otp_link.svg`);

    const initiate = await ask(page, { channel: 'EMAIL', email: 'hedy@example.com' });
    expect(initiate).toMatchObject({
      responseType: 'INITIATE',
      success: true,
      statusCode: 200,
      response: {
        deliveryChannel: ['EMAIL'],
        authType: 'OTP_AND_MAGICLINK',
        destinationUri: expect.any(String),
      },
    });
    const requestID = (initiate.response as { requestID: string }).requestID;
    const message = await latestMessage(env.host.url, 'hedy@example.com');
    expect(message.code).toMatch(/^\d{6}$/);

    const wrong = message.code === '000000' ? '111111' : '000000';
    expect(await ask(page, { channel: 'EMAIL', email: 'hedy@example.com', otp: wrong })).toMatchObject({
      responseType: 'VERIFY',
      success: false,
      statusCode: 400,
      response: { errorMessage: 'OTP incorrect. Please enter Valid OTP', requestID, verification: 'FAILED' },
    });

    const verify = await ask(page, { channel: 'EMAIL', email: 'hedy@example.com', otp: message.code! });
    expect(verify).toEqual({
      responseType: 'VERIFY',
      success: true,
      statusCode: 200,
      response: { requestID, verification: 'COMPLETED' },
    });
    await page.waitForFunction(() =>
      (window as unknown as { pushed: HeadlessResponse[] }).pushed.some((r) => r.responseType === 'ONETAP'),
    );
    const oneTap = (await pushed(page)).find((r) => r.responseType === 'ONETAP')!;
    const signedIn = oneTap.response as { token: string; user: { uid: string; email: string }; code: string };
    expect(signedIn.user.email).toBe('hedy@example.com');

    const jwks = createRemoteJWKSet(new URL(`${env.host.url}/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(signedIn.token, jwks, {
      issuer: env.host.services.issuer,
      audience: APP_ID,
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.sub).toBe(signedIn.user.uid);

    // The merchant's server exchanges the pushed code once.
    const exchange = await fetch(`${env.host.url}/v1/merchant/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: APP_ID, client_secret: 'headless-secret', code: signedIn.code }),
    });
    expect(exchange.status).toBe(200);
    await page.close();
  });

  it('resolves GENERAL instead of hanging when the host never gets ready (an unregistered page)', async () => {
    const page = await env.browser.newPage();
    // The host's own origin is not registered for this app: the hidden page talks to no one.
    await page.goto(`${env.host.url}/demo/`);
    // A string, so the test runner does not rewrite the page's dynamic import.
    const run = (body: string) =>
      page.evaluate(`import('${env.host.url}/headless.js').then(({ SesameHeadless }) => ${body})`);
    const answer = await run(
      `new SesameHeadless({ appId: '${APP_ID}', readyTimeoutMs: 1500 }).request({ channel: 'READY_STATE' })`,
    );
    expect(answer).toEqual({
      responseType: 'INITIATE',
      success: false,
      statusCode: 500,
      response: { errorMessage: 'Something went wrong! Please try again.' },
    });
    const noAppId = await run(`new SesameHeadless({ appId: '' }).request({ channel: 'READY_STATE' })`);
    expect(noAppId).toMatchObject({ statusCode: 401 });
    await page.close();
  });
});
