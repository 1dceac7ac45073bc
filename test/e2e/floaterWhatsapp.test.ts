import { describe, expect, it } from 'vitest';
import type { SignInDetail } from '../../contract/wire';
import { hostAndBrowser } from '../support/hostAndBrowser';

/** The number the dev simulator's phone sends from (server/dev/whatsappSimulatorRoutes). */
const SIMULATOR_SENDER = '+919800000001';

/**
 * User-initiated WhatsApp from the demo shop's floater: the WhatsApp button creates the intent
 * and shows 'Open WhatsApp'; the link opens the dev simulator's phone on another device, the
 * person sends the prefilled message through the signed webhook, and the floater, following
 * the status, completes on its own.
 */
describe('WhatsApp sign-in from the floater', () => {
  const env = hostAndBrowser();

  it('signs in when the prefilled message is sent from the phone, and the shop greets the user', async () => {
    const page = await env.browser.newPage();
    await page.addInitScript(() => {
      window.addEventListener('auth-signin', (event) => {
        (window as unknown as { signIn: unknown }).signIn = (event as CustomEvent).detail;
      });
    });
    await page.goto(`${env.host.url}/demo/`);
    await page.locator('auth-floater button[data-channel="WHATSAPP"]').click();

    // spec §8 'Open WhatsApp' carries the intent: in dev mode, the simulator's phone page.
    const open = page.locator('auth-floater a', { hasText: 'Open WhatsApp' });
    await expect.poll(() => open.getAttribute('href')).toMatch(/\/dev\/whatsapp\?/);
    const intent = (await open.getAttribute('href'))!;
    const prefilled = new URL(intent).searchParams.get('text');
    expect(prefilled).toMatch(/^Sign in to Sesame Demo Shop with code [0-9A-Z]{10}$/);

    const phone = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const chat = await phone.newPage();
    await chat.goto(intent);
    await expect.poll(() => chat.locator('#text').inputValue()).toBe(prefilled);
    await chat.getByRole('button', { name: 'Send' }).click();
    await chat.locator('.bubble.in', { hasText: 'Sesame Demo Shop' }).waitFor();
    await phone.close();

    await expect
      .poll(() => page.locator('#greeting').textContent(), { timeout: 10_000 })
      .toContain(SIMULATOR_SENDER);
    await page.waitForFunction(() => (window as unknown as { signIn?: unknown }).signIn !== undefined);
    const detail = await page.evaluate(() => (window as unknown as { signIn: SignInDetail }).signIn);
    expect(detail.user.mobile).toBe(SIMULATOR_SENDER);
    expect(await page.locator('#greeting').textContent()).toContain(detail.user.uid);
    await page.close();
  });
});
