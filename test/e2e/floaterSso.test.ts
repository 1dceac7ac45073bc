import { describe, expect, it } from 'vitest';
import type { SignInDetail } from '../../contract/wire';
import { hostAndBrowser } from '../support/hostAndBrowser';

const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

/**
 * Providers whose buttons the demo shop's floater shows (Google first; the others behind "Use
 * another method"), each answered by dev mode's stand-in identity provider. Apple is offered only
 * on Apple devices (spec §4), so it gets a Mac browser.
 */
const PROVIDERS: { channel: string; name: string; userAgent?: string }[] = [
  { channel: 'GMAIL', name: 'Google' },
  { channel: 'GITHUB_SSO', name: 'GitHub' },
  { channel: 'TWITTER', name: 'X (Twitter)' },
  { channel: 'MICROSOFT_SSO', name: 'Microsoft' },
  { channel: 'APPLE_EMAIL', name: 'Apple', userAgent: MAC_SAFARI },
];

/**
 * The demo shop's floater signs a person in with a provider: the button opens a popup to the dev
 * mode's stand-in identity provider, and the floater finishes through the status call.
 */
describe('SSO from the floater', () => {
  const env = hostAndBrowser();

  for (const { channel, name, userAgent } of PROVIDERS) {
    it(`signs in with the ${name} button (${channel}) through a popup, and the shop greets the user`, async () => {
      const email = `hopper.${channel.toLowerCase()}@example.com`;
      const context = await env.browser.newContext({
        viewport: { width: 1280, height: 800 },
        ...(userAgent ? { userAgent } : {}),
      });
      try {
        const page = await context.newPage();
        await page.addInitScript(() => {
          window.addEventListener('auth-signin', (event) => {
            (window as unknown as { signIn: unknown }).signIn = (event as CustomEvent).detail;
          });
        });
        await page.goto(`${env.host.url}/demo/`);
        await page.locator('auth-floater button[data-channel="GMAIL"]').waitFor();
        if (channel !== 'GMAIL') {
          await page.locator('auth-floater button', { hasText: 'Use another method' }).click();
        }
        const button = page.locator(`auth-floater button[data-channel="${channel}"]`);
        await button.waitFor({ timeout: 5_000 });
        if (!userAgent && channel !== 'GMAIL') {
          await expect(page.locator('auth-floater button[data-channel="APPLE_EMAIL"]').count()).resolves.toBe(
            0,
          );
        }

        const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
        await popup.waitForURL(/\/dev\/idp\/interaction\//);
        // The stand-in names the provider whose callback the sign-in will come back to.
        await expect(popup.locator('main strong').textContent()).resolves.toBe(name);
        await popup.getByLabel('Email', { exact: true }).fill(email);
        await popup.getByLabel('Name', { exact: true }).fill('Grace Hopper');
        await popup.getByRole('button', { name: 'Sign in' }).click();

        await expect
          .poll(() => page.locator('#greeting').textContent(), { timeout: 20_000 })
          .toContain(email);
        const detail = await page.evaluate(() => (window as unknown as { signIn: SignInDetail }).signIn);
        expect(detail.user.email).toBe(email);
        await expect.poll(() => popup.isClosed(), { timeout: 5_000 }).toBe(true);
      } finally {
        await context.close();
      }
    });
  }
});
