import type { HostTexts } from '../i18n/hostTexts';
import { type Html, html, raw } from './html';

/**
 * The host's own small pages (magic-link landing, dev outbox): one layout, light and dark,
 * readable on a phone. The body is `html`, so whatever it holds was escaped where it was written.
 * `say` is the language the page speaks (`lang`, and `dir="rtl"` for Arabic and Urdu); English
 * when it has none (the dev pages). The stylesheet uses logical properties, so it mirrors.
 */
export function renderPage(options: { title: string; body: Html; head?: Html; say?: HostTexts }): Html {
  return html`<!doctype html>
<html lang="${options.say?.locale ?? 'en'}" dir="${options.say?.dir ?? 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${options.title}</title>
<style>${PAGE_CSS}</style>
${options.head}
</head>
<body>
${options.body}
</body>
</html>`;
}

/** One stylesheet for every small page (fixed text, no values in it). */
const PAGE_CSS = raw(`
:root { color-scheme: light dark; --bg: #f6f7f9; --card: #fff; --text: #111827; --muted: #4b5563; --primary: #25d366; --border: #e5e7eb; }
@media (prefers-color-scheme: dark) { :root { --bg: #0f1115; --card: #1a1d24; --text: #f3f4f6; --muted: #9ca3af; --border: #2d323c; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--text);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; padding: 16px; }
main { width: 100%; max-width: 420px; background: var(--card); border: 1px solid var(--border); border-radius: 12px; padding: 28px; }
main.wide { max-width: 960px; }
@media (max-width: 420px) { main { padding: 20px; } }
h1 { font-size: 22px; margin: 0 0 8px; }
p { color: var(--muted); margin: 8px 0 16px; }
button, .button { display: inline-block; width: 100%; padding: 12px 16px; border: 0; border-radius: 8px; background: var(--primary);
  color: #06361c; font: inherit; font-weight: 600; cursor: pointer; text-align: center; text-decoration: none; }
button:focus-visible, a:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
table { width: 100%; border-collapse: collapse; font-size: 14px; }
th, td { text-align: start; padding: 8px; border-bottom: 1px solid var(--border); vertical-align: top; }
code { font-size: 18px; font-weight: 700; letter-spacing: 2px; }
a { color: inherit; }
.request { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 12px 0 16px; padding: 12px; border: 1px solid var(--border); border-radius: 8px; }
.request dt { color: var(--muted); }
.request dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.request small { font-weight: 400; color: var(--muted); }
.warn { font-size: 14px; }
`);
