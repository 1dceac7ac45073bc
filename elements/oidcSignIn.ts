/**
 * The OpenID Connect sign-in page's script (`/oidc.js`, docs/oidc.md): the host serves
 * `/oidc/interaction/UID` with the app's facts embedded; this shows `<auth-login-page>` with
 * every channel of the app and, once the person signed in, hands the sign-in's one-time code
 * back to the host, which finishes the authorization request and says where to go next.
 *
 * The page names itself as the sign-in's `login_uri`: a provider's sign-in that leaves the page
 * (phones use the same window) comes back here with `?code=…&asid=…`, which the page's widget
 * finishes like any returned sign-in (docs/oidc.md "Providers on phones"), then hands over here.
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

/** This page, without its query, as the `login_uri` URL parameter the widget reads (spec §2). */
function nameThisPageLoginUri(): void {
  const here = new URL(location.href);
  here.searchParams.set('login_uri', `${location.origin}${location.pathname}`);
  history.replaceState(history.state, '', here.href);
}

async function start(): Promise<void> {
  const config = readHostedConfig();
  if (!config) return;
  nameThisPageLoginUri();
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
