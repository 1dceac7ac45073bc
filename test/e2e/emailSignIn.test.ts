import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SignInDetail } from '../../contract/wire';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

/**
 * A person on the demo shop signs in by email, with the code and with the link, in real
 * Chromium against a real host; the shop's server exchanges the code, and only once.
 */
describe('email sign-in on the demo shop', () => {
  const env = hostAndBrowser();

  async function openShop(): Promise<Page> {
    const page = await env.browser.newPage();
    await page.addInitScript(() => {
      window.addEventListener('auth-signin', (event) => {
        (window as unknown as { signIn: unknown }).signIn = (event as CustomEvent).detail;
      });
    });
    await page.goto(`${env.host.url}/demo/`);
    return page;
  }

  async function askForCode(page: Page, email: string): Promise<void> {
    await page.locator('auth-floater #sesame-identifier').fill(email);
    await page.locator('auth-floater button[type="submit"]').click();
    await page.locator('auth-floater input[autocomplete="one-time-code"]').waitFor();
  }

  async function signInDetail(page: Page): Promise<SignInDetail> {
    await page.waitForFunction(() => (window as unknown as { signIn?: unknown }).signIn !== undefined);
    return page.evaluate(() => (window as unknown as { signIn: SignInDetail }).signIn);
  }

  it('signs in with the code from the email, and the shop greets the user its server exchanged', async () => {
    const page = await openShop();
    await askForCode(page, 'ada@example.com');
    const message = await latestMessage(env.host.url, 'ada@example.com');
    expect(message.code).toMatch(/^\d{6}$/);

    await page.locator('auth-floater input[autocomplete="one-time-code"]').fill(message.code!);
    await expect
      .poll(() => page.locator('#greeting').textContent(), { timeout: 10_000 })
      .toContain('ada@example.com');
    await page.locator('auth-floater').getByText('Sign in Successful').waitFor();

    const detail = await signInDetail(page);
    const jwks = createRemoteJWKSet(new URL(`${env.host.url}/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(detail.token, jwks, {
      issuer: env.host.services.issuer,
      audience: 'demo',
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.sub).toBe(detail.user.uid);
    expect(payload.email).toBe('ada@example.com');
    expect(await page.locator('#greeting').textContent()).toContain(detail.user.uid);

    // The shop's server already exchanged this code: a second exchange fails.
    const again = await fetch(`${env.host.url}/v1/merchant/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: 'demo', client_secret: 'demo-secret', code: detail.code }),
    });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe('invalid_grant');
    await page.close();
  });

  it('signs in when the link is opened on another device: the first browser completes', async () => {
    const page = await openShop();
    await askForCode(page, 'grace@example.com');
    const message = await latestMessage(env.host.url, 'grace@example.com');
    expect(message.link).toBeTruthy();

    const phone = await env.browser.newContext({ viewport: { width: 390, height: 800 } });
    const landing = await phone.newPage();
    await landing.goto(message.link!);
    await landing.getByRole('button', { name: 'Sign in' }).click();
    await landing.getByText("You're signed in").waitFor();
    await phone.close();

    // The widget polls the status every 3 s (spec §4) and finishes on its own.
    await expect
      .poll(() => page.locator('#greeting').textContent(), { timeout: 15_000 })
      .toContain('grace@example.com');
    const detail = await signInDetail(page);
    expect(detail.user.email).toBe('grace@example.com');
    await page.close();
  });

  it('tells the user when the code is wrong and lets them try again', async () => {
    const page = await openShop();
    await askForCode(page, 'linus@example.com');
    const message = await latestMessage(env.host.url, 'linus@example.com');
    const wrong = message.code === '000000' ? '111111' : '000000';
    await page.locator('auth-floater input[autocomplete="one-time-code"]').fill(wrong);
    await page.locator('auth-floater').getByText('OTP incorrect. Please enter Valid OTP').first().waitFor();
    await page.locator('auth-floater input[autocomplete="one-time-code"]').fill(message.code!);
    await expect
      .poll(() => page.locator('#greeting').textContent(), { timeout: 10_000 })
      .toContain('linus@example.com');
    await page.close();
  });
});
