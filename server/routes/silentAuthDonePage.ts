import type { SilentAuthOutcome } from '../channels/silentauth/finishSilentAuth';
import { type Html, html } from '../pages/html';
import { renderPage } from '../pages/renderPage';

/**
 * Where the operator's redirect ends, in the hidden window (or the app's browser): it closes
 * itself (a window a script opened may); the page that opened it learns the outcome from the
 * status, so nothing is posted to it.
 */
export function silentAuthDonePage(outcome: SilentAuthOutcome, nonce: string): Html {
  const body =
    outcome === 'verified'
      ? html`<main><h1>Number verified</h1><p>You can close this window.</p></main>`
      : html`<main><h1>Number not verified</h1><p>Close this window and go back to the site.</p></main>`;
  const script = html`<script nonce="${nonce}">window.close();</script>`;
  return renderPage({ title: 'Mobile number check', body: html`${body}\n${script}` });
}
