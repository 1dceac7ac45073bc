import { createServer, type Server } from 'node:http';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_MIN_GAP_MS } from '../../contract/constants';
import type { HeadlessRequest, HeadlessResponse } from '../../contract/headless';
import { channelConfigFor, defaultUiConfig } from '../../server/apps/defaultConfig';
import type { OutboxEntry } from '../../server/stores/OutboxStore';
import { freePort } from '../support/freePort';
import { headlessMerchantPage } from '../support/headlessMerchantPage';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

const APP_ID = 'headless-known';
const EMAIL = 'grace@example.com';

const merchantPage = (hostUrl: string) => headlessMerchantPage(hostUrl, APP_ID);

/**
 * spec §4 "Headless flow": "If the identity matches a known user, one-tap is triggered directly".
 * A browser that signed in through SesameHeadless on a shop is signed in again, with no code
 * sent, when the shop's page asks for the same email later; another browser gets a code.
 */
describe('headless known-user one-tap in Chromium', () => {
  // Sends to one address are 60 s apart: the host's clock runs with real time and jumps past
  // that for the second browser's code.
  let skipped = 0;
  const clock = { now: () => Date.now() + skipped };
  const env = hostAndBrowser({ serveStatic: true, overrides: { clock } });
  let merchant: Server;
  let merchantOrigin: string;

  beforeAll(async () => {
    const port = await freePort();
    // The shop and the Sesame host on one site (as shop.example and auth.shop.example): the hidden
    // frame keeps its storage, so its device key, across page loads (docs/headless.md "Known visitors").
    merchantOrigin = `http://localhost:${port}`;
    const html = merchantPage(env.host.url);
    merchant = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    });
    await new Promise<void>((resolve) => merchant.listen(port, resolve));
    await env.host.services.apps.create({
      id: APP_ID,
      clientId: APP_ID,
      clientSecret: 'known-secret',
      name: 'Known Shop',
      origins: [merchantOrigin],
      uiConfig: defaultUiConfig('Known Shop'),
      channelConfig: channelConfigFor(['OTP_LINK']),
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
  const outbox = async (to: string): Promise<OutboxEntry[]> =>
    (await fetch(`${env.host.url}/dev/outbox?to=${encodeURIComponent(to)}`)).json() as Promise<OutboxEntry[]>;
  async function shop(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${merchantOrigin}/`);
    await page.waitForFunction(() => 'ask' in window);
    return page;
  }

  it('signs a returning browser in without a code; a fresh browser gets one', async () => {
    const returning = await env.browser.newContext();
    const first = await shop(returning);
    const initiate = await ask(first, { channel: 'EMAIL', email: EMAIL });
    expect(initiate).toMatchObject({ responseType: 'INITIATE', success: true });
    const message = await latestMessage(env.host.url, EMAIL);
    const verify = await ask(first, { channel: 'EMAIL', email: EMAIL, otp: message.code! });
    expect(verify).toMatchObject({ responseType: 'VERIFY', response: { verification: 'COMPLETED' } });
    await first.close();
    const sent = (await outbox(EMAIL)).length;

    // Later, another page load of the shop in the same browser: no code, signed in.
    const again = await shop(returning);
    const known = await ask(again, { channel: 'EMAIL', email: 'Grace@example.com' });
    expect(known).toMatchObject({
      responseType: 'VERIFY',
      success: true,
      statusCode: 200,
      response: { verification: 'COMPLETED' },
    });
    await again.waitForFunction(() =>
      (window as unknown as { pushed: HeadlessResponse[] }).pushed.some((r) => r.responseType === 'ONETAP'),
    );
    const oneTap = (await pushed(again)).find((r) => r.responseType === 'ONETAP')!;
    expect(oneTap.response).toMatchObject({ user: { email: EMAIL }, token: expect.any(String) });
    // The code the merchant's server exchanges works like any sign-in's.
    const exchange = await fetch(`${env.host.url}/v1/merchant/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: APP_ID,
        client_secret: 'known-secret',
        code: (oneTap.response as { code: string }).code,
      }),
    });
    expect(exchange.status).toBe(200);

    // V2: the same request answers the signed-in user and its session at once.
    const v2 = await ask(again, { channel: 'EMAIL', email: EMAIL, version: 'V2' });
    expect(v2).toMatchObject({
      responseType: 'SESAME_USER',
      success: true,
      response: {
        user: { email: EMAIL },
        token: expect.any(String),
        code: expect.any(String),
        session: { sessionId: expect.any(String), sessionToken: expect.any(String) },
      },
    });
    expect((await outbox(EMAIL)).length).toBe(sent);

    // An identity this browser never verified still gets its code.
    const other = await ask(again, { channel: 'EMAIL', email: 'someone@example.com' });
    expect(other).toMatchObject({ responseType: 'INITIATE', success: true });
    await returning.close();

    // A fresh browser asking for the known email gets a code, not a sign-in.
    skipped += SEND_MIN_GAP_MS;
    const fresh = await env.browser.newContext();
    const stranger = await shop(fresh);
    const answer = await ask(stranger, { channel: 'EMAIL', email: EMAIL });
    expect(answer).toMatchObject({ responseType: 'INITIATE', success: true });
    expect((await outbox(EMAIL)).length).toBe(sent + 1);
    expect(await pushed(stranger)).toEqual([]);
    await fresh.close();
  });
});
