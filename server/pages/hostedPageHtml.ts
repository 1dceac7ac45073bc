import { HOSTED_CONFIG_ELEMENT_ID, HOSTED_PATHS, type HostedPageConfig } from '../../contract/hostedPages';
import type { HostTexts } from '../i18n/hostTexts';
import { type Html, html, scriptJson } from './html';

/**
 * A hosted page (docs/architecture.md §1): an empty body the hosted script fills, and the host's facts
 * for it (the app, its registered origins, the checked parent origin) as inert JSON.
 */
export function hostedPageHtml(options: {
  title: string;
  config: HostedPageConfig;
  nonce: string;
  /** The visitor's language: `lang`, and `dir="rtl"` for Arabic and Urdu (docs/languages.md). */
  say: HostTexts;
  /** The page's script; the OpenID Connect sign-in page runs its own. */
  script?: string;
}): Html {
  const { nonce } = options;
  return html`<!doctype html>
<html lang="${options.say.locale}" dir="${options.say.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title}</title>
<style nonce="${nonce}">html, body { margin: 0; background: transparent; } auth-login-page { display: block; }</style>
<script type="application/json" id="${HOSTED_CONFIG_ELEMENT_ID}" nonce="${nonce}">${scriptJson(options.config)}</script>
<script type="module" src="${options.script ?? HOSTED_PATHS.script}" nonce="${nonce}"></script>
</head>
<body></body>
</html>`;
}
