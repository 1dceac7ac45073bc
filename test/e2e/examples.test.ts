import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelConfigFor, defaultUiConfig } from '../../server/apps/defaultConfig';
import { freePort } from '../support/freePort';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

const APP_ID = 'examples';
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript' };

/**
 * The examples in examples/, built as a developer builds them and served from a second origin;
 * a visitor signs in through each in Chromium.
 */
describe('examples', () => {
  const env = hostAndBrowser();
  const vueDist = mkdtempSync(join(tmpdir(), 'sesame-vue-'));
  let origin: string;
  let server: Server;

  beforeAll(async () => {
    process.env.VITE_SESAME_HOST = env.host.url;
    process.env.VITE_SESAME_APP_ID = APP_ID;
    await build({ configFile: 'examples/vue/vite.config.ts', logLevel: 'warn', build: { outDir: vueDist } });
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', origin).pathname;
      let body: string | undefined;
      if (path === '/html/') {
        body = readFileSync('examples/html/index.html', 'utf8')
          .replaceAll('https://SESAME_HOST', env.host.url)
          .replaceAll('YOUR_APP_ID', APP_ID);
      } else if (path.startsWith('/vue/') || path.startsWith('/assets/')) {
        const file = normalize(path.replace(/^\/vue\/?/, '/') || '/').replace(/^\/$/, '/index.html');
        try {
          body = readFileSync(join(vueDist, file), 'utf8');
        } catch {}
      }
      response.writeHead(body ? 200 : 404, {
        'content-type': TYPES[extname(path) || '.html'] ?? 'text/plain',
      });
      response.end(body ?? 'not found');
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    await env.host.services.apps.create({
      id: APP_ID,
      clientId: APP_ID,
      clientSecret: 'examples-secret',
      name: 'Examples',
      origins: [origin],
      uiConfig: defaultUiConfig('Examples'),
      channelConfig: channelConfigFor(['OTP_LINK']),
    });
  }, 120_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(vueDist, { recursive: true, force: true });
  });

  async function signIn(page: Page, email: string): Promise<void> {
    await page.locator('auth-floater #sesame-identifier').fill(email);
    await page.locator('auth-floater button[type="submit"]').click();
    const message = await latestMessage(env.host.url, email);
    await page.locator('auth-floater input[autocomplete="one-time-code"]').fill(message.code!);
    await expect
      .poll(() => page.locator('#greeting').textContent(), { timeout: 15_000 })
      .toBe(`Welcome, ${email}`);
  }

  it('plain HTML: the page greets the visitor once signed in', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${origin}/html/`);
    await signIn(page, 'html@example.com');
    await page.close();
  });

  it('Vue: the built app greets the visitor from its @auth-signin handler', async () => {
    const page = await env.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${origin}/vue/`);
    await signIn(page, 'vue@example.com');
    await page.close();
  });
});
