import type { SsoResultMessage } from '../../contract/sso';
import type { HostTexts } from '../i18n/hostTexts';
import { type Html, html, scriptJson } from '../pages/html';
import { renderPage } from '../pages/renderPage';

/**
 * The page the provider's callback ends on in a popup: it tells the page that opened it, at
 * that page's exact origin (docs/architecture.md §6, never "*"), and closes. When the opener is gone
 * (some providers cut it with Cross-Origin-Opener-Policy) the widget still learns the result
 * from its status polling, and the page says so.
 */
export function callbackPage(input: {
  message: SsoResultMessage | undefined;
  targetOrigin: string | undefined;
  scriptNonce: string;
  /** The sign-in's language (docs/languages.md). */
  say: HostTexts;
}): Html {
  const { say } = input;
  const ok = input.message?.status === 'SUCCESS';
  const body = ok
    ? html`<main><h1>${say.text('link.doneHeading')}</h1><p>${say.text('sso.doneBody')}</p></main>`
    : html`<main><h1>${say.text('sso.failedHeading')}</h1><p>${say.text('sso.failedBody')}</p></main>`;
  const script =
    input.message && input.targetOrigin
      ? html`<script nonce="${input.scriptNonce}">
(() => {
  const message = ${scriptJson(input.message)};
  const target = ${scriptJson(input.targetOrigin)};
  if (window.opener) window.opener.postMessage(message, target);
  window.close();
})();
</script>`
      : null;
  return renderPage({
    title: say.text(ok ? 'link.doneTitle' : 'sso.failedTitle'),
    body: html`${body}\n${script}`,
    say,
  });
}
