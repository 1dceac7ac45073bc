import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';
import { recordPostMessage } from './fixtures/recordPostMessage';

/** A tiny site on its own port (its own origin) serving one page. */
async function site(
  html: (origin: string) => string,
): Promise<{ origin: string; close: () => Promise<void> }> {
  let origin = '';
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html(origin));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

type Posted = { targetOrigin: string; type: unknown };
type Win = Window & {
  __sesamePosted: Posted[];
  signIns: Array<{
    token: string;
    user: { uid: string; email?: string };
    session?: { sessionId: string; sessionToken: string; refreshToken: string };
  }>;
  heights: number[];
  received: unknown[];
  fromFrame: Array<{ type?: string; payload?: { id?: string } }>;
  frame: {
    iframe: HTMLIFrameElement;
    verifySession(session: unknown): Promise<{ success: boolean; user?: { uid: string } }>;
    logoutSession(session: unknown): Promise<boolean>;
  };
};

/**
 * The hosted page in a merchant's iframe, across real origins: the merchant on one port, the
 * Sesame host on another, a stranger on a third (spec §7 frame messages, docs/security.md "Widget,
 * frames and bridges").
 */
describe('the Sesame frame on a merchant page', () => {
  const env = hostAndBrowser();
  let merchant: Awaited<ReturnType<typeof site>>;
  let stranger: Awaited<ReturnType<typeof site>>;

  beforeAll(async () => {
    merchant = await site(
      () => `<!doctype html><html><body style="margin:0">
<div id="signin" style="width:900px"></div>
<script type="module">
  import { mountSesameFrame } from '${env.host.url}/embed.js';
  const container = document.getElementById('signin');
  window.signIns = []; window.heights = [];
  container.addEventListener('auth-signin', (event) => window.signIns.push(event.detail));
  window.fromFrame = [];
  window.addEventListener('message', (event) => {
    window.fromFrame.push(event.data);
    if (event.data?.type === 'MANAGE_DIMENSIONS') window.heights.push(event.data.payload.height);
  });
  window.frame = mountSesameFrame(container, { appId: 'demo' });
</script></body></html>`,
    );
    stranger = await site(
      () => `<!doctype html><html><body>
<script>window.received = []; window.addEventListener('message', (event) => window.received.push(event.data));</script>
</body></html>`,
    );
    // The demo app registers the host and the merchant; the stranger is nobody's.
    await env.host.services.apps.update('demo', { origins: [env.host.services.issuer, merchant.origin] });
  });
  afterAll(async () => {
    await merchant?.close();
    await stranger?.close();
  });

  async function openMerchant(): Promise<Page> {
    const context = await env.browser.newContext();
    await context.addInitScript(recordPostMessage);
    const page = await context.newPage();
    await page.goto(merchant.origin);
    await page.frameLocator('iframe').locator('auth-login-page #sesame-identifier').waitFor();
    return page;
  }

  /** What every frame of the page posted, by the frame's origin. */
  async function postedByOrigin(page: Page): Promise<Map<string, Posted[]>> {
    const byOrigin = new Map<string, Posted[]>();
    for (const frame of page.frames()) {
      const [origin, posted] = (await frame.evaluate(() => [
        location.origin,
        (window as unknown as Win).__sesamePosted ?? [],
      ])) as [string, Posted[]];
      byOrigin.set(origin, [...(byOrigin.get(origin) ?? []), ...posted]);
    }
    return byOrigin;
  }

  it('resizes the iframe to the size the frame reports (MANAGE_DIMENSIONS)', async () => {
    const page = await openMerchant();
    await page.waitForFunction(() => (window as unknown as Win).heights.length > 0);
    expect(await page.evaluate(() => (window as unknown as Win).heights.at(-1)!)).toBeGreaterThan(100);
    // The page may still grow as its content arrives: the iframe follows the latest report.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const { heights, frame } = window as unknown as Win;
          return frame.iframe.style.height === `${heights.at(-1)}px`;
        }),
      )
      .toBe(true);

    // The content grows: the frame says so and the iframe follows.
    const frame = page.frames().find((f) => f.url().startsWith(env.host.url))!;
    await frame.evaluate(() => {
      const card = document
        .querySelector('auth-login-page')!
        .shadowRoot!.querySelector<HTMLElement>('.login-card')!;
      card.style.minHeight = '900px';
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as Win).frame.iframe.getBoundingClientRect().height))
      .toBe(900);
    expect(await page.evaluate(() => (window as unknown as Win).heights.at(-1))).toBe(900);
    await page.context().close();
  });

  it('ends a sign-in inside the iframe with auth-signin on the merchant page, never posting to "*"', async () => {
    const page = await openMerchant();
    const frame = page.frameLocator('iframe');
    await frame.locator('auth-login-page #sesame-identifier').fill('frame@example.com');
    await frame.locator('auth-login-page button[type="submit"]').click();
    const message = await latestMessage(env.host.url, 'frame@example.com');
    await frame.locator('auth-login-page input[autocomplete="one-time-code"]').fill(message.code!);

    await page.waitForFunction(() => (window as unknown as Win).signIns.length > 0, undefined, {
      timeout: 15_000,
    });
    const [detail] = await page.evaluate(() => (window as unknown as Win).signIns);
    expect(detail?.user.email).toBe('frame@example.com');
    expect(detail?.token.split('.')).toHaveLength(3);

    // spec §4 session verification: the session the sign-in opened is live, then logged out.
    expect(detail?.session?.sessionId).toBeTruthy();
    const verified = await page.evaluate(
      (session) => (window as unknown as Win).frame.verifySession(session),
      detail!.session,
    );
    expect(verified).toMatchObject({
      success: true,
      sessionId: detail!.session!.sessionId,
      user: { uid: detail!.user.uid },
    });
    expect(
      await page.evaluate(
        (session) => (window as unknown as Win).frame.logoutSession(session),
        detail!.session,
      ),
    ).toBe(true);
    const after = await page.evaluate(
      (session) => (window as unknown as Win).frame.verifySession(session),
      detail!.session,
    );
    expect(after.success).toBe(false);

    const posted = await postedByOrigin(page);
    // The recorder saw the traffic both ways, all of it to exact origins.
    expect(posted.get(env.host.url)?.map((p) => p.targetOrigin)).toContain(merchant.origin);
    expect(posted.get(env.host.url)?.map((p) => p.type)).toEqual(
      expect.arrayContaining(['INITIALIZE', 'SESAME_USER']),
    );
    for (const [origin, list] of posted) {
      for (const entry of list) {
        expect(entry.targetOrigin, `${origin} posted ${String(entry.type)}`).not.toBe('*');
        expect([env.host.url, merchant.origin]).toContain(entry.targetOrigin);
      }
    }
    await page.context().close();
  });

  it('answers a session check for the merchant, and ignores the same request from a stranger', async () => {
    const page = await openMerchant();
    const answer = await page.evaluate(() =>
      (window as unknown as Win).frame.verifySession({
        sessionId: 'ses_x',
        sessionToken: 'nope',
        refreshToken: 'nope',
      }),
    );
    expect(answer).toEqual({ id: expect.any(String), success: false });
    if (!('id' in answer)) throw new Error('no id');

    // A stranger's page holding a reference to the merchant window posts to the Sesame frame and
    // to the merchant: nothing answers, and the merchant page hears no sign-in.
    const popupPromise = page.context().waitForEvent('page');
    await page.evaluate((url) => void window.open(url), stranger.origin);
    const popup = await popupPromise;
    await popup.waitForLoadState();
    await popup.evaluate(() => {
      const merchantWindow = window.opener as Window;
      const sesameFrame = merchantWindow.frames[0]!;
      const envelope = (type: string, payload: object) => ({ namespace: 'sesame', type, payload });
      const session = { id: 'evil', sessionId: 'ses_x', sessionToken: 'nope', refreshToken: 'nope' };
      sesameFrame.postMessage(envelope('SESSION_VERIFICATION', session), '*');
      sesameFrame.postMessage(envelope('PRIVATE_LOGOUT', { id: 'evil2' }), '*');
      merchantWindow.postMessage(envelope('SESAME_USER', { token: 'a.b.c', user: { uid: 'evil' } }), '*');
      merchantWindow.postMessage(envelope('MANAGE_DIMENSIONS', { height: 5 }), '*');
    });
    await popup.waitForTimeout(1500);
    expect(await popup.evaluate(() => (window as unknown as Win).received)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as Win).signIns)).toEqual([]);
    // The frame did not act on them either: no answer carrying the stranger's ids reached anyone.
    const answered = await page.evaluate(() =>
      (window as unknown as Win).fromFrame.map((m) => m?.payload?.id),
    );
    expect(answered).not.toContain('evil');
    expect(answered).not.toContain('evil2');
    expect(answered).toContain(answer.id);
    expect(await page.evaluate(() => (window as unknown as Win).frame.iframe.style.height)).not.toBe('5px');
    await page.context().close();
  });

  it('is not framed by an unregistered origin (frame-ancestors), and then talks to no one', async () => {
    for (const path of ['/auth', '/loginPage.html']) {
      const response = await fetch(
        `${env.host.url}${path}?appId=demo&parentOrigin=${encodeURIComponent(stranger.origin)}`,
      );
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp.split('; ').find((d) => d.startsWith('frame-ancestors'))).toBe(
        `frame-ancestors ${env.host.services.issuer} ${merchant.origin}`,
      );
    }
    const context = await env.browser.newContext();
    await context.addInitScript(recordPostMessage);
    const page = await context.newPage();
    await page.goto(stranger.origin);
    await page.evaluate(
      (src) => {
        const iframe = document.createElement('iframe');
        iframe.src = src;
        document.body.append(iframe);
      },
      `${env.host.url}/auth?appId=demo&parentOrigin=${encodeURIComponent(stranger.origin)}`,
    );
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => (window as unknown as Win).received)).toEqual([]);
    const framed = page.frames().filter((f) => f.url().startsWith(env.host.url));
    for (const frame of framed) {
      // Blocked: the frame holds Chromium's error page, not the hosted page.
      expect(await frame.evaluate(() => document.getElementById('sesame-hosted'))).toBeNull();
    }
    await context.close();
  });
});
