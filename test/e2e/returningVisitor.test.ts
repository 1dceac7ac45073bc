import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API } from '../../contract/paths';
import type { MerchantConfigResponse, SignInDetail } from '../../contract/wire';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { onJsonResponse } from '../support/onJsonResponse';
import { latestMessage } from '../support/outbox';

/**
 * docs/widget.md "Returning visitors": a person signed in by email on the demo shop comes back
 * (a reload is a new visit there); the floater greets them by their masked address, expanded
 * and collapsed. Another browser, which never signed in, sees the fresh floater.
 */
describe('a returning visitor on the demo shop', () => {
  const env = hostAndBrowser();

  /** The configuration answers the page gets, by method: GET anonymous, POST device-proved. */
  function configAnswers(page: Page): Record<string, MerchantConfigResponse> {
    const answers: Record<string, MerchantConfigResponse> = {};
    onJsonResponse(
      page,
      (response) => response.url().includes(API.merchantConfig),
      (body, response) => {
        answers[response.request().method()] = body as MerchantConfigResponse;
      },
    );
    return answers;
  }

  it('is welcomed back after a reload, and another browser is not', async () => {
    const page = await env.browser.newPage();
    await page.addInitScript(() => {
      window.addEventListener('auth-signin', (event) => {
        (window as unknown as { signIn: unknown }).signIn = (event as CustomEvent).detail;
      });
    });
    await page.goto(`${env.host.url}/demo/`);
    const title = page.locator('auth-floater #sesame-title');
    await page.locator('auth-floater #sesame-identifier').waitFor();
    expect(await title.textContent()).not.toContain('Welcome back');

    await page.locator('auth-floater #sesame-identifier').fill('ada@example.com');
    await page.locator('auth-floater button[type="submit"]').click();
    await page.locator('auth-floater input[autocomplete="one-time-code"]').waitFor();
    const message = await latestMessage(env.host.url, 'ada@example.com');
    await page.locator('auth-floater input[autocomplete="one-time-code"]').fill(message.code!);
    await page.waitForFunction(() => (window as unknown as { signIn?: SignInDetail }).signIn !== undefined);

    const answers = configAnswers(page);
    await page.reload();
    await expect
      .poll(() => title.textContent(), { timeout: 10_000 })
      .toContain('Welcome back, a•••a@example.com');
    // The anonymous answer only hinted; the device-proved one carried the identity.
    await expect.poll(() => answers.POST?.uiType).toBe('PARTIAL');
    expect(answers.GET).toMatchObject({ uiType: 'FRESH', knownDevice: true });
    expect(answers.GET?.userDetails).toEqual({ mobile: [], email: [] });

    await page.screenshot({ path: '/tmp/rv/reload.png' });
    // Collapsed (the cross, under the demo's one-tap sheet), it still names them, with their initial.
    await page.locator('auth-floater button[aria-label="Close"]').dispatchEvent('click');
    const collapsed = page.locator('auth-floater [part="collapsed"]');
    await collapsed.waitFor();
    expect(await collapsed.textContent()).toContain('Welcome back, a•••a@example.com');
    expect(await page.locator('auth-floater .avatar-initial').textContent()).toBe('A');
    await page.close();

    // Another browser: nothing verified there, so the fresh floater.
    const other = await env.browser.newPage();
    const otherAnswers = configAnswers(other);
    await other.goto(`${env.host.url}/demo/`);
    await other.locator('auth-floater #sesame-identifier').waitFor();
    expect(await other.locator('auth-floater #sesame-title').textContent()).toContain('Sign in to');
    await expect.poll(() => otherAnswers.GET?.uiType).toBe('FRESH');
    expect(otherAnswers.GET?.knownDevice).toBeUndefined();
    expect(otherAnswers.POST).toBeUndefined();
    await other.close();
  });
});
