/**
 * The OpenID Connect sign-in page's script (`/oidc.js`, docs/oidc.md): the host serves
 * `/oidc/interaction/UID` with the app's facts embedded; this shows `<auth-login-page>` with
 * every channel of the app and, once the person signed in, hands the sign-in's one-time code
 * back to the host, which finishes the authorization request and says where to go next.
 */

import { OIDC_PATHS, type OidcLoginRequest, type OidcLoginResponse } from '../contract/oidc';
import type { SignInDetail } from '../contract/wire';
import { readHostedConfig } from '../services/hosted/readHostedConfig';
import { SIGN_IN_EVENT } from './events';

async function finish(code: string): Promise<void> {
  const body: OidcLoginRequest = { code };
  const response = await fetch(`${location.pathname}${OIDC_PATHS.loginSuffix}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`The sign-in could not be finished (${response.status})`);
  const answer = (await response.json()) as OidcLoginResponse;
  // Only back to this host: the provider then redirects to the app's registered redirect URI.
  const next = new URL(answer.redirectTo, location.href);
  if (next.origin === location.origin) location.assign(next.href);
}

async function start(): Promise<void> {
  const config = readHostedConfig();
  if (!config) return;
  await import('./authLoginPage');
  const element = document.createElement('auth-login-page');
  element.setAttribute('app-id', config.appId);
  element.addEventListener(SIGN_IN_EVENT, (event) => {
    const { code } = (event as CustomEvent<SignInDetail>).detail;
    finish(code).catch((error: unknown) => console.error('Sesame:', error));
  });
  document.body.append(element);
}

void start();
