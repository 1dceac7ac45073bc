import { decodeJwt } from 'jose';
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SignInDetail } from '../../contract/wire';
import { hostAndBrowser } from '../support/hostAndBrowser';
import { latestMessage } from '../support/outbox';

/**
 * A person on the demo shop signs in by email, creates a passkey at the prompt, signs out and
 * signs in again with the passkey alone: real Chromium, a virtual platform authenticator
 * (Face ID / Touch ID stand-in) driven through the DevTools protocol, and a real host.
 */
describe('passkeys on the demo shop', () => {
  const env = hostAndBrowser();

  /**
   * A page with a platform authenticator that verifies the user, as a phone or laptop has.
   * `autofill: false` plays a browser without passkey autofill (conditional mediation).
   */
  async function pageWithAuthenticator(options: {
    autofill: boolean;
  }): Promise<{ page: Page; cdp: CDPSession; authenticatorId: string }> {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.addEventListener('auth-signin', (event) => {
        (window as unknown as { signIn: unknown }).signIn = (event as CustomEvent).detail;
      });
    });
    if (!options.autofill) {
      await page.addInitScript(() => {
        Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', {
          value: async () => false,
        });
      });
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable', { enableUI: false });
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    return { page, cdp, authenticatorId };
  }

  async function credentialsOf(cdp: CDPSession, authenticatorId: string) {
    return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  }

  async function signInDetail(page: Page): Promise<SignInDetail> {
    await page.waitForFunction(() => (window as unknown as { signIn?: unknown }).signIn !== undefined);
    return page.evaluate(() => (window as unknown as { signIn: SignInDetail }).signIn);
  }

  /** The passkey the first case creates, as the authenticator holds it (private key included). */
  let credential: Awaited<ReturnType<typeof credentialsOf>>[number] | undefined;

  it('creates a passkey after an email sign-in, and signs in with it alone after signing out', async () => {
    const { page, cdp, authenticatorId } = await pageWithAuthenticator({ autofill: false });
    await page.goto(`${env.host.url}/demo/`);

    // 1. Sign in by email with the code.
    await page.locator('auth-floater #sesame-identifier').fill('ada@example.com');
    await page.locator('auth-floater button[type="submit"]').click();
    const code = page.locator('auth-floater input[autocomplete="one-time-code"]');
    await code.waitFor();
    await code.fill((await latestMessage(env.host.url, 'ada@example.com')).code!);
    const first = await signInDetail(page);
    await expect
      .poll(() => page.locator('#greeting').textContent(), { timeout: 10_000 })
      .toContain(first.user.uid);

    // 2. The prompt follows the sign-in (spec §2); 'Create Passkey' registers one.
    const prompt = page.locator('auth-passkey-prompt');
    const create = prompt.getByRole('button', { name: 'Create Passkey' });
    await create.waitFor();
    expect(await prompt.locator('#sesame-passkey-title').textContent()).toBe('Create a passkey');
    expect(await prompt.getByText(/Face ID, Touch ID/).count()).toBeGreaterThan(0);
    await create.click();
    await expect
      .poll(async () => (await credentialsOf(cdp, authenticatorId)).length, {
        timeout: 10_000,
      })
      .toBe(1);
    await expect
      .poll(async () => (await env.host.services.passkeys.credentialsOf('demo', first.user.uid)).length)
      .toBe(1);
    await expect.poll(() => prompt.count()).toBe(0);
    const [stored] = await credentialsOf(cdp, authenticatorId);
    expect(stored?.isResidentCredential).toBe(true);
    expect(stored?.rpId).toBe('localhost');

    // 3. Sign out: the widget's stored state goes; the page starts over as a stranger.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await page.reload();
    await page.locator('auth-floater #sesame-identifier').waitFor();
    expect(await page.locator('auth-floater #sesame-identifier').getAttribute('autocomplete')).toBe(
      'username webauthn',
    );

    // 4. Nothing typed: "Sign in with a passkey" and the authenticator sign the same user in.
    await page.locator('auth-floater').getByRole('button', { name: 'Sign in with a passkey' }).click();
    const second = await signInDetail(page);
    expect(second.user.uid).toBe(first.user.uid);
    expect(decodeJwt(second.token).amr).toEqual(['WEB_AUTHN']);
    await expect
      .poll(() => page.locator('#greeting').textContent(), { timeout: 10_000 })
      .toContain(first.user.uid);
    await page.locator('auth-floater').getByText('Sign in Successful').waitFor();
    // Signed in with the passkey: no prompt to create another.
    expect(await page.locator('auth-passkey-prompt').count()).toBe(0);
    [credential] = await credentialsOf(cdp, authenticatorId);
    expect(credential?.signCount).toBeGreaterThan(0);
    await page.context().close();
  });

  it('offers the passkey in the identifier field’s autofill, where it signs in without a click', async () => {
    expect(credential).toBeDefined();
    const { page, cdp, authenticatorId } = await pageWithAuthenticator({ autofill: true });
    // The same passkey on this device's authenticator; the virtual one picks it from the autofill.
    await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: credential! });
    await page.goto(`${env.host.url}/demo/`);
    const detail = await signInDetail(page);
    const [known] = await env.host.services.passkeys.credentialsOf('demo', detail.user.uid);
    expect(known?.id).toBe(Buffer.from(credential!.credentialId, 'base64').toString('base64url'));
    expect(decodeJwt(detail.token).amr).toEqual(['WEB_AUTHN']);
    await expect
      .poll(() => page.locator('#greeting').textContent(), { timeout: 10_000 })
      .toContain(detail.user.uid);
    await page.context().close();
  });
});
