import { describe, expect, it } from 'vitest';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

/**
 * QR across devices from the demo shop's floater: 'Scan to Sign in' shows the QR code of a QR
 * sign-in with its phone address as a link; a phone opens that address, signs in with an email
 * code and approves; the floater, following the status, completes on its own. The phone must
 * type the number the panel shows: a wrong one cancels the code and the panel shows a new one.
 */
describe('QR sign-in from the floater', () => {
  const env = hostAndBrowser();

  it('shows a QR code whose phone page approval signs the desktop in', async () => {
    const desktop = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await desktop.goto(`${env.host.url}/demo/`);
    await desktop.locator('auth-floater').getByRole('button', { name: 'Scan to Sign in' }).click();

    const code = desktop.locator('auth-floater [part="qr-code"]');
    await code.locator('svg[data-qr]').waitFor();
    expect(await code.getAttribute('role')).toBe('img');
    expect(await code.getAttribute('aria-label')).toBe('QR code');
    const link = desktop.locator('auth-floater a[part="qr-link"]');
    const url = (await link.getAttribute('href'))!;
    expect(url).toMatch(/\/q\/[A-Za-z0-9_-]{43}$/);
    // The long one-time address is linked, not printed: host and path only.
    expect(await link.textContent()).toBe(`${new URL(url).host}/q/…`);
    expect(await desktop.locator('auth-floater [part="qr"]').getAttribute('data-url')).toBe(url);
    const shown = desktop.locator('auth-floater [data-match-code]');
    const matchCode = (await shown.textContent())!;
    expect(matchCode).toMatch(/^[0-9]{2}$/);

    const phoneContext = await env.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const phone = await phoneContext.newPage();
    await phone.goto(url);
    await phone.getByRole('heading', { name: 'Sign in to Sesame Demo Shop' }).waitFor();
    const numberField = phone.getByLabel('Type the number shown next to the QR code on that screen');
    // A wrong number cancels this code; the panel, following its status, replaces it at once.
    await numberField.fill(String((Number(matchCode) + 1) % 100).padStart(2, '0'));
    await phone.getByRole('button', { name: 'Continue' }).click();
    await phone.getByText('That is not the number on the other screen', { exact: false }).waitFor();
    expect(await phone.getByLabel('Your email').isVisible()).toBe(false);
    await expect.poll(() => link.getAttribute('href'), { timeout: 10_000 }).not.toBe(url);
    const renewed = (await link.getAttribute('href'))!;
    await phone.goto(renewed);
    await numberField.fill((await shown.textContent())!);
    await phone.getByRole('button', { name: 'Continue' }).click();
    await phone.getByLabel('Your email').fill('floater-qr@example.com');
    await phone.getByRole('button', { name: 'Send code' }).click();
    await phone.getByLabel('Code from the email').waitFor();
    const { code: emailCode } = await latestMessage(env.host.url, 'floater-qr@example.com');
    await phone.getByLabel('Code from the email').fill(emailCode!);
    await phone.getByRole('button', { name: 'Approve sign-in' }).click();
    await phone.getByText(/^Approved\./).waitFor();
    await phoneContext.close();

    await expect
      .poll(() => desktop.locator('#greeting').textContent(), { timeout: 10_000 })
      .toContain('floater-qr@example.com');
    await desktop.close();
  });
});
