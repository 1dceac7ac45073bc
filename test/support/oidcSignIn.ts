import * as client from 'openid-client';
import type { Page } from 'playwright-core';
import { latestMessage } from './outbox';

/** openid-client, configured as a merchant's server would be, for the demo app. */
export async function demoRelyingParty(hostUrl: string): Promise<client.Configuration> {
  return client.discovery(new URL(hostUrl), 'demo', undefined, client.ClientSecretBasic('demo-secret'), {
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
