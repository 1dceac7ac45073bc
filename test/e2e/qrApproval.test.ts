import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

/**
 * QR across devices in real Chromium, two browser contexts: the desktop creates the QR sign-in
 * and listens on the status stream; the phone opens the QR page, is told the merchant, the
 * device and the time, types the number the desktop shows, signs in with an email code and
 * approves; the desktop completes with isCrossDevice. A wrong number cancels the desktop's sign-in.
 */
describe('QR sign-in approved on a phone', () => {
  const env = hostAndBrowser();

  async function desktopQr(desktop: Page): Promise<{ intent: string; matchCode: string }> {
    return desktop.evaluate(async () => {
      const { state } = await (await fetch('/v2/state?appId=demo')).json();
      const res = await fetch(`/v1/lp/user/transaction/qr/${state}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ appId: 'demo' }),
      });
      const { asId, intent, matchCode } = await res.json();
      const w = window as unknown as { done: Promise<Record<string, unknown>>; state: string };
      w.state = state;
      w.done = new Promise((resolve) => {
        const stream = new EventSource(
          `/v3/lp/user/transaction/status-stream/${state}?appId=demo&asId=${asId}`,
        );
        stream.addEventListener('status', (e) => {
          const status = JSON.parse((e as MessageEvent).data);
          if (status.status !== 'PENDING') {
            stream.close();
            resolve(status);
          }
        });
      });
      return { intent: intent as string, matchCode: matchCode as string };
    });
  }
  const desktopStatus = (desktop: Page) =>
    desktop.evaluate(() => (window as unknown as { done: Promise<Record<string, unknown>> }).done);
  const numberLabel = 'Type the number shown next to the QR code on that screen';

  it('completes on the desktop after the phone types the number and approves', async () => {
    const desktopContext = await env.browser.newContext({
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    });
    const desktop = await desktopContext.newPage();
    await desktop.goto(`${env.host.url}/healthz`);
    const { intent, matchCode } = await desktopQr(desktop);

    const phoneContext = await env.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const phone = await phoneContext.newPage();
    const scripts: string[] = [];
    phone.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const response = await phone.goto(intent);
    // The page's script is the built entry, under a CSP without inline scripts.
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    await phone.getByRole('heading', { name: 'Sign in to Sesame Demo Shop' }).waitFor();
    expect(scripts).toContain('/qrPhone.js');
    expect(await phone.locator('#request-device').textContent()).toBe('Chrome on Windows');
    expect(await phone.locator('#request-time').textContent()).toMatch(/^\d\d:\d\d UTC, just now$/);
    // No GeoIP database on this host: no place is shown, not even a guess.
    expect(await phone.locator('#request-location').count()).toBe(0);
    // Nothing to sign in with before the number is typed.
    expect(await phone.getByLabel('Your email').isVisible()).toBe(false);
    await phone.getByLabel(numberLabel).fill(matchCode);
    await phone.getByRole('button', { name: 'Continue' }).click();
    await phone.getByLabel('Your email').fill('qr-phone@example.com');
    await phone.getByRole('button', { name: 'Send code' }).click();
    await phone.getByLabel('Code from the email').waitFor();
    const { code } = await latestMessage(env.host.url, 'qr-phone@example.com');
    await phone.getByLabel('Code from the email').fill(code!);
    await phone.getByRole('button', { name: 'Approve sign-in' }).click();
    await phone.getByText('Approved. Sesame Demo Shop is signing you in on Chrome on Windows').waitFor();

    const status = await desktopStatus(desktop);
    expect(status).toMatchObject({ status: 'SUCCESS', isCrossDevice: true });
    // Only the desktop's state turns the code into the user: the phone's sign-in became the desktop's.
    const user = await desktop.evaluate(async (code) => {
      const { state } = window as unknown as { state: string };
      const res = await fetch(
        `/v2/lp/user/transaction/code/${state}?appId=demo&code=${encodeURIComponent(code)}`,
      );
      return (await res.json()).user;
    }, status.code as string);
    expect(user.email).toBe('qr-phone@example.com');

    // The same QR page, opened again, says it is spent.
    await phone.goto(intent);
    await phone.getByRole('heading', { name: 'This QR code has expired' }).waitFor();
    await phoneContext.close();
    await desktopContext.close();
  });

  it('cancels the desktop’s sign-in when the phone types a wrong number', async () => {
    const desktop = await env.browser.newPage();
    await desktop.goto(`${env.host.url}/healthz`);
    const { intent, matchCode } = await desktopQr(desktop);
    const phoneContext = await env.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const phone = await phoneContext.newPage();
    await phone.goto(intent);
    await phone.getByLabel(numberLabel).fill(String((Number(matchCode) + 1) % 100).padStart(2, '0'));
    await phone.getByRole('button', { name: 'Continue' }).click();
    await phone.getByText('That is not the number on the other screen', { exact: false }).waitFor();
    expect(await phone.getByLabel(numberLabel).isVisible()).toBe(false);
    expect(await phone.getByLabel('Your email').isVisible()).toBe(false);
    expect(await desktopStatus(desktop)).toMatchObject({ status: 'FAILED' });
    // The right number is no use now: the QR code is dead.
    await phone.goto(intent);
    await phone.getByRole('heading', { name: 'This QR code has expired' }).waitFor();
    await phoneContext.close();
    await desktop.close();
  });
});
