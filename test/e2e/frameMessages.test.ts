import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostAndBrowser } from '../support/hostAndBrowser';

/** A tiny site on its own port (its own origin) serving one page. */
async function site(html: () => string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

type Win = Window & {
  fromFrame: Array<{ type?: string; payload?: Record<string, unknown> }>;
  heard: Array<{ type: string; detail: unknown }>;
  frame: { reload(): void };
};

/**
 * spec §4 "Intent handling" and §7 frame messages across real origins: the merchant's page on
 * one port embeds the hosted page of the Sesame host on another (elements/embed.ts).
 */
describe('frame messages between the hosted page and the merchant', () => {
  const env = hostAndBrowser();
  let merchant: Awaited<ReturnType<typeof site>>;

  beforeAll(async () => {
    merchant = await site(
      () => `<!doctype html><html><body style="margin:0">
<div id="signin" style="width:900px"></div>
<script type="module">
  import { mountSesameFrame } from '${env.host.url}/embed.js';
  const container = document.getElementById('signin');
  window.fromFrame = []; window.heard = [];
  for (const type of ['auth-error', 'auth-dismiss', 'auth-signin'])
    container.addEventListener(type, (event) => window.heard.push({ type, detail: event.detail }));
  window.addEventListener('message', (event) => window.fromFrame.push(event.data));
  window.frame = mountSesameFrame(container, { appId: 'demo' });
</script></body></html>`,
    );
    await env.host.services.apps.update('demo', { origins: [env.host.services.issuer, merchant.origin] });
  });
  afterAll(async () => {
    await merchant?.close();
  });

  async function openMerchant(): Promise<{ page: Page; frame: Frame }> {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(merchant.origin);
    await page.frameLocator('iframe').locator('auth-login-page #sesame-identifier').waitFor();
    const frame = page.frames().find((f) => f.url().startsWith(env.host.url))!;
    return { page, frame };
  }

  it('posts a channel intent to the parent (EXTERNAL_URL), which opens it in the top window', async () => {
    const { page } = await openMerchant();
    await page.frameLocator('iframe').locator('auth-login-page button[data-channel="WHATSAPP"]').click();
    // The dev intent is the WhatsApp simulator's page on the Sesame host: the merchant's tab goes there.
    await page.waitForURL(/\/dev\/whatsapp\?/, { timeout: 15_000 });
    expect(new URL(page.url()).origin).toBe(env.host.url);
    await page.context().close();
  });

  it("passes the element's events up (EVENT) and re-dispatches them on the container", async () => {
    const { page, frame } = await openMerchant();
    await frame.evaluate(() => {
      const element = document.querySelector('auth-login-page')!;
      const fire = (type: string, detail: unknown) =>
        element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
      fire('auth-error', { code: 'NETWORK', message: 'offline' });
      // Not an element event the frame forwards: never reaches the parent as EVENT.
      fire('auth-onetap-pick', { uid: 'u1' });
    });
    await page.waitForFunction(() => (window as unknown as Win).heard.length > 0);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as Win).heard)).toEqual([
      { type: 'auth-error', detail: { code: 'NETWORK', message: 'offline' } },
    ]);
    const events = await page.evaluate(() =>
      (window as unknown as Win).fromFrame.filter((m) => m?.type === 'EVENT').map((m) => m.payload?.name),
    );
    expect(events).toEqual(['auth-error']);
    await page.context().close();
  });

  it('reloads the hosted page when the merchant asks (RELOAD_SDK)', async () => {
    const { page, frame } = await openMerchant();
    const initializes = () =>
      page.evaluate(
        () => (window as unknown as Win).fromFrame.filter((m) => m?.type === 'INITIALIZE').length,
      );
    await expect.poll(initializes).toBe(1);
    await frame.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.evaluate(() => (window as unknown as Win).frame.reload());
    await expect.poll(initializes, { timeout: 15_000 }).toBe(2);
    const reloaded = page.frames().find((f) => f.url().startsWith(env.host.url))!;
    expect(await reloaded.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
    await page.context().close();
  });

  it('a framed widget with no port to its parent opens the intent itself instead of posting it to no one', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${env.host.url}/demo/`);
    // The shop frames its own page (same origin): no hosted page, no parentOrigin, no port.
    await page.evaluate(() => {
      const iframe = document.createElement('iframe');
      iframe.src = '/demo/';
      iframe.style.cssText = 'width:1200px;height:800px';
      document.body.append(iframe);
    });
    const framed = page.frameLocator('iframe').locator('auth-floater button[data-channel="WHATSAPP"]');
    await framed.waitFor({ state: 'attached' });
    const opened = context.waitForEvent('page', { timeout: 10_000 });
    await framed.evaluate((button) => (button as HTMLButtonElement).click());
    const popup = await opened;
    await popup.waitForURL(/whatsapp/, { timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/demo/');
    await context.close();
  });
});
