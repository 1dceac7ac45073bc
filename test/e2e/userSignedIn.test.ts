import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

const ONE_TAP = /in one tap/;

/**
 * docs/widget.md "Keeping the visitor signed in": `usersignedin` on every element, honoured when
 * it is set or removed after the page started, and no prompt to sign in once a sign-in finished.
 */
describe('a signed-in visitor', () => {
  const env = hostAndBrowser();

  const toggle = (page: Page, selector: string, on: boolean) =>
    page.evaluate(
      ([s, o]) => {
        const element = document.querySelector(s as string)!;
        if (o) element.setAttribute('usersignedin', '');
        else element.removeAttribute('usersignedin');
      },
      [selector, on] as const,
    );

  it('sees no floater, bar or one-tap sheet once the page says so, and them again once it does not', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.host.url}/demo/`);
    const panel = page.locator('auth-floater [part="panel"]');
    await panel.waitFor();
    await toggle(page, 'auth-floater', true);
    await panel.waitFor({ state: 'detached' });
    expect(await page.locator('auth-floater [part="collapsed"]').count()).toBe(0);
    await toggle(page, 'auth-floater', false);
    await panel.waitFor();

    await page.evaluate(() => {
      const bar = document.createElement('auth-announcement');
      bar.id = 'bar';
      bar.setAttribute('inline', '');
      document.body.prepend(bar);
      const sheet = document.createElement('auth-onetap');
      sheet.id = 'sheet';
      sheet.setAttribute('accounts', JSON.stringify({ email: [{ value: 'a•••@example.com', name: 'Ada' }] }));
      document.body.append(sheet);
    });
    const line = page.locator('#bar').getByText(ONE_TAP);
    const another = page.locator('#sheet').getByText('Use another account');
    await line.waitFor();
    await another.waitFor();
    await toggle(page, '#bar', true);
    await toggle(page, '#sheet', true);
    await line.waitFor({ state: 'detached' });
    await another.waitFor({ state: 'detached' });
    await toggle(page, '#bar', false);
    await line.waitFor();
    await page.close();
  });

  it('is never asked to sign in "in one tap" by the bar after signing in on the page', async () => {
    const context = await env.browser.newContext();
    const start = await context.newPage();
    await start.goto(`${env.host.url}/demo/`);
    await start.locator('auth-floater #sesame-identifier').fill('noor@example.com');
    await start.locator('auth-floater button[type="submit"]').click();
    await start.locator('auth-floater input[autocomplete="one-time-code"]').waitFor();
    const message = await latestMessage(env.host.url, 'noor@example.com');
    await start.close();
    const mail = await context.newPage();
    await mail.goto(message.link!);
    await mail.getByRole('button', { name: 'Sign in' }).click();
    const href = (await mail.locator('#continue-here').getAttribute('href'))!;

    // The shop opens with its announcement bar: the finished sign-in replaces it.
    const back = new URL(href);
    back.searchParams.set('announcement', 'true');
    await mail.goto(back.toString());
    await mail.locator('auth-floater').getByText('Sign in Successful').waitFor({ timeout: 15_000 });
    expect(await mail.locator('auth-floater').getByText(ONE_TAP).count()).toBe(0);
    await context.close();
  });
});
