import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SUCCESS_CLOSE_DELAY_MS } from '../../contract/constants';
import { API } from '../../contract/paths';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

/** docs/widget.md "What the widget says", in Chromium against a real host. */
describe('what the floater tells people', () => {
  const env = hostAndBrowser();

  async function openShop(): Promise<Page> {
    const page = await env.browser.newPage();
    await page.goto(`${env.host.url}/demo/`);
    await page.locator('auth-floater #sesame-identifier').waitFor();
    return page;
  }

  /** A page of `origin` (answered by the test, not the host) embedding the floater for `appId`. */
  async function embed(origin: string, appId: string): Promise<{ page: Page; errors: string[] }> {
    const page = await env.browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(`${origin}/shop.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><script type="module" src="${env.host.url}/elements.js"></script><auth-floater app-id="${appId}"></auth-floater>`,
      }),
    );
    await page.goto(`${origin}/shop.html`);
    return { page, errors };
  }

  it('shows the button’s loader while the host answers, then the pending screen', async () => {
    const page = await openShop();
    await page.route(new RegExp(API.intent.replaceAll('/', '\\/')), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    const button = page.locator('auth-floater button[data-channel="WHATSAPP"]');
    await button.click();
    // The host holds the intent for 2 s: the loader shows (after 200 ms), the button stays.
    await button.locator('.spinner').waitFor({ timeout: 1500 });
    expect(await page.locator('auth-floater [part="pending"]').count()).toBe(0);
    await page.locator('auth-floater [part="pending"]').waitFor();
    await page.close();
  });

  it('offline: says so, asks nothing of the host, keeps the code and re-checks when back', async () => {
    const page = await openShop();
    await page.locator('auth-floater #sesame-identifier').fill('offline@example.com');
    await page.locator('auth-floater button[type="submit"]').click();
    const otp = page.locator('auth-floater input[autocomplete="one-time-code"]');
    await otp.waitFor();
    const code = (await latestMessage(env.host.url, 'offline@example.com')).code!;
    const statusCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/status')) statusCalls.push(request.url());
    });
    await page.context().setOffline(true);
    await page.locator('auth-floater [part="offline"]').waitFor();
    const before = statusCalls.length;
    await otp.fill(code);
    await page.waitForTimeout(3500);
    expect(statusCalls.length).toBe(before);
    expect(await otp.inputValue()).toBe(code);
    await page.context().setOffline(false);
    await page.locator('auth-floater').getByText('Sign in Successful').waitFor();
    expect(await page.locator('auth-floater [part="offline"]').count()).toBe(0);
    await page.close();
  });

  it('counts the tries left; on success names the email, focuses it, offers no share, then closes', async () => {
    const page = await openShop();
    await page.locator('auth-floater #sesame-identifier').fill('tries@example.com');
    await page.locator('auth-floater button[type="submit"]').click();
    const otp = page.locator('auth-floater input[autocomplete="one-time-code"]');
    await otp.waitFor();
    const code = (await latestMessage(env.host.url, 'tries@example.com')).code!;
    await otp.fill(code === '000000' ? '111111' : '000000');
    await page.locator('auth-floater').getByText('Tries left: 4').waitFor();
    await otp.fill(code);
    const title = page.locator('auth-floater h3', { hasText: 'Sign in Successful' });
    await title.waitFor();
    expect(await page.locator('auth-floater').getByText('tries@example.com').count()).toBe(1);
    expect(await title.evaluate((node) => (node.getRootNode() as ShadowRoot).activeElement === node)).toBe(
      true,
    );
    expect(await page.locator('auth-floater [part="share-button"]').count()).toBe(0);
    await page.waitForTimeout(SUCCESS_CLOSE_DELAY_MS + 500);
    expect(await page.locator('auth-floater [part="panel"]').count()).toBe(0);
    await page.close();
  });

  it('Escape closes the panel', async () => {
    const page = await openShop();
    await page.locator('auth-floater #sesame-identifier').press('Escape');
    await page.locator('auth-floater [part="collapsed"]').waitFor();
    await page.close();
  });

  it('an unknown app id is said, and the console names it', async () => {
    const { page, errors } = await embed(env.host.url, 'no-such-app');
    await page
      .locator('auth-floater [part="panel"]')
      .getByText('UnAuthorized request! Please check your appId')
      .waitFor();
    expect(errors.join('\n')).toContain('no app with the id "no-such-app"');
    await page.close();
  });

  it('an unregistered origin is said, and the console names the origin to register', async () => {
    // A real site of its own (another origin on this machine), which the demo app does not list.
    const html = `<!doctype html><script type="module" src="${env.host.url}/elements.js"></script><auth-floater app-id="demo"></auth-floater>`;
    const server = createServer((_, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end(html),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const page = await env.browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${origin}/`);
    await page
      .locator('auth-floater [part="panel"]')
      .getByText('This website is not registered for this app yet')
      .waitFor();
    await expect
      .poll(() => errors.join('\n'))
      .toContain(`origin ${origin} is not registered for the app "demo"`);
    await page.close();
    await new Promise((resolve) => server.close(resolve));
  });
});
