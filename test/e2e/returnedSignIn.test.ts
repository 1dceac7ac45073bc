import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SignInDetail } from '../../contract/wire';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';
import { signInAtDevIdp } from '../support/signInAtDevIdp';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

/**
 * docs/widget.md "Sign-ins that come back to the page": on a phone, SSO runs in the same window
 * and comes back to the page it began on with `?code=…&asid=…`; the floater there finishes the sign-in
 * (auth-signin, the success screen). A failure says so; another browser given the same address
 * is signed in nowhere.
 */
describe('a sign-in that comes back to the page', () => {
  const env = hostAndBrowser();

  const phone = (): Promise<BrowserContext> =>
    env.browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, hasTouch: true });

  async function listen(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const seen: unknown[] = [];
      (window as unknown as { signIns: unknown[] }).signIns = seen;
      window.addEventListener('auth-signin', (event) => seen.push((event as CustomEvent).detail));
    });
  }
  const signIns = (page: Page) =>
    page.evaluate(() => (window as unknown as { signIns: SignInDetail[] }).signIns.map((d) => d.user.email));

  it('SSO in redirect mode: back on the page it began on, signed in, with the success screen', async () => {
    const context = await phone();
    const page = await context.newPage();
    await listen(page);
    await page.goto(`${env.host.url}/demo/?shelf=shoes`);
    await signInAtDevIdp(page, { email: 'redirected@example.com', name: 'Red Irected' }, '/demo/');
    await page.locator('auth-floater').getByText('Sign in Successful').waitFor({ timeout: 15_000 });
    expect(await signIns(page)).toEqual(['redirected@example.com']);
    await expect
      .poll(() => page.locator('#greeting').textContent(), { timeout: 10_000 })
      .toContain('redirected@example.com');
    // The page it began on, not the app's login URI; the code and the asid leave the address bar.
    expect(new URL(page.url()).search).toBe('?shelf=shoes');

    // The same address in another browser: nothing signs in there, and it says so.
    const back = await returnAddress(page);
    const other = await phone();
    const stranger = await other.newPage();
    await listen(stranger);
    await stranger.goto(back);
    await stranger.locator('auth-floater .toast').getByText('This sign-in has ended').waitFor();
    expect(await signIns(stranger)).toEqual([]);
    await other.close();
    await context.close();
  });

  it('a magic link opened after its tab was closed: signed in where it was opened, in that browser only', async () => {
    const context = await env.browser.newContext();
    const start = await context.newPage();
    await start.goto(`${env.host.url}/demo/?shelf=hats`);
    await start.locator('auth-floater #sesame-identifier').fill('lena@example.com');
    await start.locator('auth-floater button[type="submit"]').click();
    await start.locator('auth-floater input[autocomplete="one-time-code"]').waitFor();
    const message = await latestMessage(env.host.url, 'lena@example.com');
    await start.close();

    const mail = await context.newPage();
    await listen(mail);
    await mail.goto(message.link!);
    await mail.getByRole('button', { name: 'Sign in' }).click();
    await mail
      .getByText(/^Closed that window\? Finish signing in to Sesame Demo Shop in this browser/)
      .waitFor();
    const continueHere = (await mail.locator('#continue-here').getAttribute('href'))!;
    expect(new URL(continueHere).searchParams.has('code')).toBe(false);
    expect(new URL(continueHere).searchParams.get('shelf')).toBe('hats');
    await mail.locator('#continue-here').click();
    await mail.locator('auth-floater').getByText('Sign in Successful').waitFor({ timeout: 15_000 });
    expect(await signIns(mail)).toEqual(['lena@example.com']);

    // The same address forwarded to another browser signs nobody in there.
    const other = await env.browser.newContext();
    const stranger = await other.newPage();
    await listen(stranger);
    await stranger.goto(continueHere);
    await stranger.locator('auth-floater .toast').getByText('This sign-in has ended').waitFor();
    expect(await signIns(stranger)).toEqual([]);
    await other.close();
    await context.close();
  });

  it('cancelled at the provider: the panel names it and says so, then tries it again or shows the other ways', async () => {
    const context = await phone();
    const page = await context.newPage();
    await listen(page);
    await page.goto(`${env.host.url}/demo/`);
    await page.locator('auth-floater button[data-channel="GMAIL"]').click();
    await page.waitForURL(/\/dev\/idp\/interaction\//);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/demo/');
    const screen = page.locator('auth-floater [part~="sso-error"]');
    await screen.waitFor({ timeout: 15_000 });
    expect(await screen.textContent()).toContain('Sign-in with Google was cancelled');
    expect(await page.locator('auth-floater .toast').textContent()).toBe('');
    expect(await signIns(page)).toEqual([]);
    expect(new URL(page.url()).search).toBe('');

    // "Choose another way": the channels and the entry field again.
    await screen.getByRole('button', { name: 'Choose another way' }).click();
    await page.locator('auth-floater #sesame-identifier').waitFor();
    expect(await screen.count()).toBe(0);
    await context.close();
  });

  it('a provider that failed is told apart from a cancel, and "Try again" goes back to it', async () => {
    const context = await phone();
    const page = await context.newPage();
    await listen(page);
    // The channel clicked before leaving (spec §3 `CHANNEL`), as the widget stored it.
    await page.addInitScript(() => localStorage.setItem('sesame.CHANNEL', 'GMAIL'));
    // Even a floater that starts collapsed opens to say it.
    await page.goto(`${env.host.url}/demo/?collapsed=true&error=sso_failed&asid=abcdefabcdefabcdef`);
    const screen = page.locator('auth-floater [part~="sso-error"]');
    await screen.waitFor({ timeout: 15_000 });
    expect(await screen.textContent()).toContain('Google could not sign you in');
    expect(new URL(page.url()).search).toBe('?collapsed=true');
    await screen.getByRole('button', { name: 'Try Google again' }).click();
    await page.waitForURL(/\/dev\/idp\/interaction\//);
    await context.close();
  });

  it('a refused sign-in with no provider clicked on this page says why in the toast', async () => {
    const context = await phone();
    const page = await context.newPage();
    await listen(page);
    const errors: string[] = [];
    await page.exposeFunction('recordError', (m: string) => errors.push(m));
    await page.addInitScript(() =>
      window.addEventListener('auth-error', (e) =>
        (window as unknown as { recordError: (m: string) => void }).recordError(
          (e as CustomEvent<{ message: string }>).detail.message,
        ),
      ),
    );
    await page.goto(`${env.host.url}/demo/?collapsed=true&error=sso_cancelled&asid=abcdefabcdefabcdef`);
    await page.locator('auth-floater .toast').getByText('Sign-in was cancelled at the provider.').waitFor();
    await page.locator('auth-floater [part="panel"]').waitFor();
    expect(errors).toEqual(['Sign-in was cancelled at the provider.']);
    expect(await signIns(page)).toEqual([]);
    expect(new URL(page.url()).search).toBe('?collapsed=true');
    await context.close();
  });
});

/** The address the host's SSO callback sent this browser back to (its last redirect). */
async function returnAddress(page: Page): Promise<string> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('navigation').map((e) => (e as PerformanceNavigationTiming).name),
  );
  const url = entries.find((u) => u.includes('asid='));
  if (!url) throw new Error(`no return address among ${entries.join(', ')}`);
  return url;
}
