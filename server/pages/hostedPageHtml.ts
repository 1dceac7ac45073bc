import {
  HOSTED_CONFIG_ELEMENT_ID,
  HOSTED_PATHS,
  type HostedPageConfig,
} from '../../services/contract/hostedPages';
import { escapeHtml } from '../delivery/emailMessage';

/** JSON inside `<script>`: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * A hosted page (ARCHITECTURE.md §1): an empty body the hosted script fills, and the host's facts
 * for it (the app, its registered origins, the checked parent origin) as inert JSON.
 */
export function hostedPageHtml(options: { title: string; config: HostedPageConfig; nonce: string }): string {
  const nonce = escapeHtml(options.nonce);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<style nonce="${nonce}">html, body { margin: 0; background: transparent; } auth-login-page { display: block; }</style>
<script type="application/json" id="${HOSTED_CONFIG_ELEMENT_ID}" nonce="${nonce}">${scriptJson(options.config)}</script>
<script type="module" src="${HOSTED_PATHS.script}" nonce="${nonce}"></script>
</head>
<body></body>
</html>`;
}
