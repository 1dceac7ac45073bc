import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelConfigFor, defaultUiConfig } from '../../server/apps/defaultConfig';
import { freePort } from '../support/freePort';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

const APP_ID = 'cmsshop';
const SECRET = 'cms-shop-secret';

/** The first fenced block of `language` in a guide: the exact snippet a merchant copies. */
function snippet(guide: string, language: string): string {
  const text = readFileSync(`docs/platforms/${guide}.md`, 'utf8');
  const block = text.match(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``))?.[1];
  if (!block) throw new Error(`docs/platforms/${guide}.md has no ${language} block`);
  return block;
}

/** What each platform renders around the snippet (its markup, with its template tags resolved). */
const PLATFORMS: Record<string, { exchangePath: string; page: (host: string, origin: string) => string }> = {
  webflow: {
    exchangePath: '/sesame/signin',
    page: (
      host,
      origin,
    ) => `<!DOCTYPE html><html data-wf-page="64f0" data-wf-site="64e1"><head><meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1"><title>Shop</title></head>
      <body class="body"><div class="w-nav" data-collapse="medium"><a class="w-nav-brand" href="/">Shop</a></div>
      <div class="w-embed w-script">${snippet('webflow', 'html')
        .replaceAll('https://SESAME_HOST', host)
        .replaceAll('YOUR_APP_ID', APP_ID)
        .replaceAll('https://api.your-shop.com', origin)}</div></body></html>`,
  },
  shopify: {
    exchangePath: '/apps/sesame/signin',
    page: (host) => {
      const liquid = snippet('shopify', 'liquid')
        .replace(/\{% schema %\}[\s\S]*\{% endschema %\}/, '')
        .replace('{% unless customer %}', '')
        .replace('{% endunless %}', '')
        .replace('{{ block.settings.app_id }}', APP_ID)
        .replace("{{ settings.color_primary | default: '#111111' }}", '#111111')
        .replaceAll('https://SESAME_HOST', host);
      expect(liquid).not.toMatch(/\{[{%]/);
      return `<!doctype html><html class="js" lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width,initial-scale=1"><title>Shop</title></head>
        <body class="gradient template-index"><div id="shopify-section-header" class="shopify-section"></div>
        <main id="MainContent" class="content-for-layout" role="main"></main>
        <div id="shopify-block-sesame" class="shopify-app-block">${liquid}</div></body></html>`;
    },
  },
  magento: {
    exchangePath: '/sesame/signin/exchange',
    page: (host) => {
      const phtml = snippet('magento', 'html')
        .replace(/<\?php[\s\S]*?\?>/g, '')
        .replaceAll('https://SESAME_HOST', host)
        .replaceAll('YOUR_APP_ID', APP_ID);
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Home Page</title>
        <script>window.FORM_KEY = 'f0rmK3y';</script></head>
        <body class="cms-home cms-index-index page-layout-1column"><div class="page-wrapper">
        <header class="page-header"></header><main id="maincontent" class="page-main"></main></div>${phtml}</body></html>`;
    },
  },
};

/**
 * The platform guides in docs/platforms/, exercised: each guide's exact snippet, placed in the
 * markup its platform renders around it, on a second origin whose server does the guide's code
 * exchange; a visitor signs in there in Chromium.
 */
describe('platform guides (Webflow, Shopify, Magento)', () => {
  const env = hostAndBrowser();
  let origin: string;
  let server: Server;
  const exchanged: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = createServer(async (request, response) => {
      const path = new URL(request.url ?? '/', origin).pathname;
      const platform = Object.entries(PLATFORMS).find(([, p]) => p.exchangePath === path);
      if (request.method === 'POST' && platform) {
        // The merchant's server side of the guide: exchange the code once, with the secret.
        let body = '';
        for await (const chunk of request) body += chunk;
        const { code } = JSON.parse(body) as { code: string };
        const answer = await fetch(`${env.host.url}/v1/merchant/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ client_id: APP_ID, client_secret: SECRET, code }),
        });
        const { user } = (await answer.json()) as { user: Record<string, unknown> };
        exchanged.push({ platform: platform[0], ...user });
        response.writeHead(answer.ok ? 200 : 400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ redirect: '/account' }));
        return;
      }
      const page = PLATFORMS[path.slice(1)];
      response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page ? page.page(env.host.url, origin) : '<h1>Account</h1>');
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    await env.host.services.apps.create({
      id: APP_ID,
      clientId: APP_ID,
      clientSecret: SECRET,
      name: 'CMS Shop',
      origins: [origin],
      uiConfig: defaultUiConfig('CMS Shop'),
      channelConfig: channelConfigFor(['OTP_LINK']),
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function signIn(page: Page, email: string): Promise<void> {
    await page.locator('auth-floater #sesame-identifier').fill(email);
    await page.locator('auth-floater button[type="submit"]').click();
    const message = await latestMessage(env.host.url, email);
    await page.locator('auth-floater input[autocomplete="one-time-code"]').fill(message.code!);
  }

  it('Webflow: the footer-code snippet signs the visitor in and hands the code to the shop', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${origin}/webflow`);
    await signIn(page, 'webflow@example.com');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.signedIn ?? null))
      .toMatch(/^usr_/);
    expect(exchanged).toContainEqual(
      expect.objectContaining({ platform: 'webflow', email: 'webflow@example.com' }),
    );
    await page.close();
  });

  it('Shopify: the app block signs the visitor in through the app proxy and follows its redirect', async () => {
    const page = await env.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${origin}/shopify`);
    await signIn(page, 'shopify@example.com');
    await page.waitForURL(`${origin}/account`);
    expect(exchanged).toContainEqual(
      expect.objectContaining({ platform: 'shopify', email: 'shopify@example.com' }),
    );
    await page.close();
  });

  it('Magento 2: the template signs the visitor in through the module controller and reloads', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${origin}/magento`);
    await page.evaluate(() => Object.assign(window, { beforeSignIn: true }));
    await signIn(page, 'magento@example.com');
    // The template reloads the page once the controller has logged the customer in.
    await expect.poll(() => page.evaluate(() => 'beforeSignIn' in window).catch(() => true)).toBe(false);
    expect(exchanged).toContainEqual(
      expect.objectContaining({ platform: 'magento', email: 'magento@example.com' }),
    );
    await page.close();
  });
});
