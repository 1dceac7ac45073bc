import * as client from 'openid-client';
import type { Page } from 'playwright-core';
import { latestMessage } from './outbox';

/**
 * openid-client, configured as a merchant's server would be, for the demo app: its secret in
 * the Authorization header (client_secret_basic) unless told to send it in the body.
 */
export async function demoRelyingParty(
  hostUrl: string,
  auth: 'basic' | 'post' = 'basic',
): Promise<client.Configuration> {
  const secret =
    auth === 'post' ? client.ClientSecretPost('demo-secret') : client.ClientSecretBasic('demo-secret');
  return client.discovery(new URL(hostUrl), 'demo', undefined, secret, {
    execute: [client.allowInsecureRequests],
  });
}

/** openid-client as a single-page or native app uses it: a public client, no secret at all. */
export async function publicRelyingParty(hostUrl: string, clientId: string): Promise<client.Configuration> {
  return client.discovery(new URL(hostUrl), clientId, undefined, client.None(), {
    execute: [client.allowInsecureRequests],
  });
}

export interface AuthorizationChecks {
  verifier: string;
  state: string;
  nonce: string;
  url: URL;
}

/** A code + PKCE S256 authorization request, as openid-client builds it. */
export async function authorizationRequest(
  config: client.Configuration,
  redirectUri: string,
  scope = 'openid email phone profile',
): Promise<AuthorizationChecks> {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { verifier, state, nonce, url };
}

/** On Sesame's hosted sign-in page: the email, then the code from the dev outbox. */
export async function signInByEmail(page: Page, hostUrl: string, email: string): Promise<void> {
  await page.locator('auth-login-page #sesame-identifier').fill(email);
  await page.locator('auth-login-page button[type="submit"]').click();
  await page.locator('auth-login-page input[autocomplete="one-time-code"]').waitFor();
  const message = await latestMessage(hostUrl, email);
  await page.locator('auth-login-page input[autocomplete="one-time-code"]').fill(message.code!);
}

/** On Sesame's hosted sign-in page: a mobile number, then the SMS code from the dev outbox. */
export async function signInByPhone(page: Page, hostUrl: string, e164: string): Promise<void> {
  await page.locator('auth-login-page #sesame-identifier').fill(e164);
  await page.locator('auth-login-page button[type="submit"]').click();
  await page.locator('auth-login-page input[autocomplete="one-time-code"]').waitFor();
  const message = await latestMessage(hostUrl, e164);
  await page.locator('auth-login-page input[autocomplete="one-time-code"]').fill(message.code!);
}
