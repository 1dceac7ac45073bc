import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEV_VOICE_PATHS } from '../../contract/voice';
import type { SignInDetail } from '../../contract/wire';
import { hostAndBrowser } from '../support/hostAndBrowser';

/**
 * Voice approval from the demo shop's floater, through the dev phone: the person chooses a voice
 * call, the phone page shows the call reading the request and the number on the screen, and the
 * key 1 on its keypad (posted to the host signed, as Twilio posts it) signs the floater in. A call
 * that ends without the key says so and can be placed again.
 */
describe('voice approval from the floater', () => {
  const env = hostAndBrowser();

  async function shop(): Promise<Page> {
    const page = await env.browser.newPage();
    await page.addInitScript(() => {
      window.addEventListener('auth-signin', (event) => {
        (window as unknown as { signIn: unknown }).signIn = (event as CustomEvent).detail;
      });
    });
    await page.goto(`${env.host.url}/demo/`);
    await page.locator('auth-floater #sesame-identifier').waitFor();
    return page;
  }

  async function chooseVoiceCall(page: Page) {
    const button = page.locator('auth-floater button[data-channel="VOICE_APPROVAL"]');
    const more = page.locator('auth-floater [part="more-link"]');
    if (!(await button.isVisible()) && (await more.isVisible())) await more.click();
    await expect.poll(() => button.textContent()).toContain('Voice call');
    await button.click();
  }

  async function phoneFor(number: string) {
    const phone = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const keypad = await phone.newPage();
    await keypad.goto(`${env.host.url}${DEV_VOICE_PATHS.page}?to=${encodeURIComponent(number)}`);
    return { phone, keypad };
  }

  it('calls the typed number, and the key 1 on the phone signs the floater in', async () => {
    const page = await shop();
    await page.locator('auth-floater #sesame-identifier').fill('98765 33333');
    await chooseVoiceCall(page);
    const calling = page.locator('auth-floater #sesame-voice-calling');
    await expect.poll(() => calling.textContent(), { timeout: 10_000 }).toContain('3333');
    expect(await page.locator('auth-floater .pending').textContent()).toContain('press 1 to approve');
    const match = (await page.locator('auth-floater #sesame-voice-match').textContent()) ?? '';
    expect(match).toMatch(/^\d{2}$/);

    const { phone, keypad } = await phoneFor('+919876533333');
    const heard = keypad.locator('#heard');
    expect(await heard.textContent()).toContain('Sesame Demo Shop sign-in request');
    expect(await heard.textContent()).toContain(`The number on your screen is ${match.split('').join(' ')}`);
    await keypad.getByRole('button', { name: '1', exact: true }).click();
    await expect
      .poll(() => keypad.locator('#heard').textContent())
      .toContain('You are signed in to Sesame Demo Shop');
    expect(await keypad.locator('#call-status').getAttribute('data-status')).toBe('completed');
    await phone.close();

    await expect
      .poll(() => page.locator('#greeting').textContent(), { timeout: 10_000 })
      .toContain('+919876533333');
    await page.waitForFunction(() => (window as unknown as { signIn?: unknown }).signIn !== undefined);
    const detail = await page.evaluate(() => (window as unknown as { signIn: SignInDetail }).signIn);
    expect(detail.user.mobile).toBe('+919876533333');
    await page.close();
  });

  it('asks for the number when none was typed; a call hung up says so and can be placed again', async () => {
    const page = await shop();
    await chooseVoiceCall(page);
    const field = page.locator('auth-floater #sesame-voice-number');
    await field.fill('98765 44444');
    await page.locator('auth-floater form.voice-call button[type="submit"]').click();
    await expect
      .poll(() => page.locator('auth-floater #sesame-voice-calling').textContent(), { timeout: 10_000 })
      .toContain('4444');

    const { phone, keypad } = await phoneFor('+919876544444');
    await keypad.getByRole('button', { name: 'Hang up' }).click();
    await expect.poll(() => keypad.locator('#call-status').getAttribute('data-status')).toBe('completed');
    await phone.close();

    const pending = page.locator('auth-floater .pending');
    await expect
      .poll(() => pending.textContent(), { timeout: 10_000 })
      .toContain('The call ended without an approval');
    await expect
      .poll(() => page.locator('auth-floater .pending button.button').textContent())
      .toBe('Call again');
    await page.close();
  });
});
