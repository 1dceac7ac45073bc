import type { SsoResultMessage } from '../../services/contract/sso';
import { renderPage } from '../pages/renderPage';

/**
 * The page the provider's callback ends on in a popup: it tells the page that opened it, at
 * that page's exact origin (ARCHITECTURE.md §6, never "*"), and closes. When the opener is gone
 * (some providers cut it with Cross-Origin-Opener-Policy) the widget still learns the result
 * from its status polling, and the page says so.
 */
export function callbackPage(input: {
  message: SsoResultMessage | undefined;
  targetOrigin: string | undefined;
  scriptNonce: string;
}): string {
  const ok = input.message?.status === 'SUCCESS';
  const body = ok
    ? "<main><h1>You're signed in</h1><p>You can close this window and go back to the site.</p></main>"
    : '<main><h1>Sign-in did not complete</h1><p>Close this window, go back to the site and try again.</p></main>';
  const script =
    input.message && input.targetOrigin
      ? `<script nonce="${input.scriptNonce}">
(() => {
  const message = ${json(input.message)};
  const target = ${json(input.targetOrigin)};
  if (window.opener) window.opener.postMessage(message, target);
  window.close();
})();
</script>`
      : '';
  return renderPage({ title: ok ? 'Signed in' : 'Sign-in failed', body: `${body}\n${script}` });
}

/** JSON inside a script element: `<` escaped so no value can close the element. */
function json(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
