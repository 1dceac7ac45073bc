import { describe, expect, it } from 'vitest';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

/**
 * QR across devices in real Chromium, two browser contexts: the desktop creates the QR sign-in
 * and listens on the status stream; the phone opens the QR page, is told the merchant and the
 * device, signs in with an email code and approves; the desktop completes with isCrossDevice.
 */
describe('QR sign-in approved on a phone', () => {
  const env = hostAndBrowser({});

  it('completes on the desktop after the phone approves', async () => {
    const desktopContext = await env.browser.newContext({
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    });
    const desktop = await desktopContext.newPage();
    await desktop.goto(`${env.host.url}/healthz`);
    const intent = await desktop.evaluate(async () => {
      const { state } = await (await fetch('/v2/state?appId=demo')).json();
      const res = await fetch(`/v1/lp/user/transaction/qr/${state}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ appId: 'demo' }),
      });
      const { asId, intent } = await res.json();
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
      return intent as string;
    });

    const phoneContext = await env.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const phone = await phoneContext.newPage();
    await phone.goto(intent);
    await phone.getByRole('heading', { name: 'Sign in to Sesame Demo Shop' }).waitFor();
    expect(await phone.locator('#device').textContent()).toBe('Chrome on Windows');
    await phone.getByLabel('Your email').fill('qr-phone@example.com');
    await phone.getByRole('button', { name: 'Send code' }).click();
    await phone.getByLabel('Code from the email').waitFor();
    const { code } = await latestMessage(env.host.url, 'qr-phone@example.com');
    await phone.getByLabel('Code from the email').fill(code!);
    await phone.getByRole('button', { name: 'Approve sign-in' }).click();
    await phone.getByText('Approved. Sesame Demo Shop is signing you in on Chrome on Windows').waitFor();

    const status = await desktop.evaluate(
      () => (window as unknown as { done: Promise<Record<string, unknown>> }).done,
    );
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
});
