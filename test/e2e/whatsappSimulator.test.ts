import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hostAndBrowser } from '../support/hostAndBrowser';

interface Started {
  asId: string;
  intent: string;
}

/**
 * User-initiated WhatsApp in real Chromium: the desktop begins the sign-in and listens on the
 * status stream; the phone opens the intent (the dev simulator in dev mode), presses Send,
 * the message goes through the signed webhook, and the desktop hears SUCCESS at once.
 */
describe('WhatsApp sign-in through the simulator', () => {
  const env = hostAndBrowser({});

  /** The desktop side, as the widget does it: state, intent, then the status stream. */
  async function desktopStart(page: Page): Promise<Started> {
    await page.goto(`${env.host.url}/healthz`);
    return page.evaluate(async () => {
      const { state } = await (await fetch('/v2/state?appId=demo')).json();
      const res = await fetch(`/v2/lp/user/transaction/intent/${state}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ appId: 'demo', channel: 'WHATSAPP' }),
      });
      const { asId, intent } = await res.json();
      const w = window as unknown as { statuses: unknown[] };
      w.statuses = [];
      const stream = new EventSource(
        `/v3/lp/user/transaction/status-stream/${state}?appId=demo&asId=${asId}`,
      );
      stream.addEventListener('status', (e) => {
        const status = JSON.parse((e as MessageEvent).data);
        w.statuses.push(status);
        if (status.status !== 'PENDING') stream.close();
      });
      return { asId, intent };
    });
  }

  it('signs in when the prefilled message is sent from the phone, and the desktop knows at once', async () => {
    const desktop = await env.browser.newPage();
    const { intent } = await desktopStart(desktop);
    await desktop.waitForFunction(() => (window as unknown as { statuses: unknown[] }).statuses.length === 1);

    const phone = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await phone.newPage();
    await page.goto(intent);
    await expect
      .poll(() => page.locator('#text').inputValue())
      .toMatch(/^Sign in to Sesame Demo Shop with code [0-9A-Z]{10}$/);
    await page.getByRole('button', { name: 'Send' }).click();

    await desktop.waitForFunction(
      () => (window as unknown as { statuses: { status: string }[] }).statuses.at(-1)?.status === 'SUCCESS',
      undefined,
      { timeout: 5000 },
    );
    const last = await desktop.evaluate(() =>
      (window as unknown as { statuses: Record<string, unknown>[] }).statuses.at(-1),
    );
    expect(last).toMatchObject({ status: 'SUCCESS', isCrossDevice: true, code: expect.any(String) });
    // The reply, naming the merchant with a way out, appears in the phone's chat.
    await page.locator('.bubble.in', { hasText: 'Sesame Demo Shop' }).waitFor();
    await expect.poll(() => page.locator('.bubble.in').last().textContent()).toContain('NOT ME');
    await phone.close();
    await desktop.close();
  });
});
