import { TRANSACTION_TTL_MS } from '../../contract/constants';
import type { Locale } from '../../contract/i18n/locales';
import { hostTexts } from '../i18n/hostTexts';
import { html, raw } from '../pages/html';
import type { OutgoingMessage } from './Delivery';
import { emailColors } from './emailColors';

/** The code and the link die with their transaction (startEmailIntent sets its expiry). */
const MINUTES = Math.round(TRANSACTION_TTL_MS / 60_000);
/**
 * Light by default (inline styles, for clients that drop `<style>`); clients that honour
 * `prefers-color-scheme` get the dark colours. The merchant's colour stays on the button and
 * the rule in both, with its contrast-checked text.
 */
const DARK_MODE = raw(`:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (prefers-color-scheme: dark){
.sesame-mail{background:#121212!important;color:#ececec!important}
.sesame-muted{color:#a9a9a9!important}
}`);

/**
 * The sign-in email: a code, a link, or both (EMAIL_LOGIN and OTP_LINK send both), in the
 * visitor's language (docs/languages.md), with `lang` and `dir` so Arabic and Urdu read right to
 * left, in the merchant's colour, light or dark as the reader's mail client is (docs/languages.md "Email").
 */
export function emailMessage(options: {
  appId: string;
  appName: string;
  to: string;
  code?: string | undefined;
  link?: string | undefined;
  locale: Locale;
  /** The app's primary colour (`uiConfig.colors.primary`); the default theme colour without one. */
  primaryColor?: string | undefined;
}): OutgoingMessage {
  const { appName: app, code, link } = options;
  const say = hostTexts(options.locale);
  const heading = say.text('page.signInTo', { app });
  const subject = code ? say.text('email.subjectCode', { code, app }) : heading;
  const expiry = say.count('expiry', MINUTES);
  const footer = say.text('email.footer');
  const lines = [heading, ''];
  if (code) lines.push(`${say.text('email.yourCode')} ${code}`, '');
  if (link) lines.push(say.text(code ? 'email.orLink' : 'email.onlyLink'), link, '');
  lines.push(expiry, footer);
  const { primary, onPrimary } = emailColors(options.primaryColor);
  const button = `display:inline-block;background:${primary};color:${onPrimary};padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600`;
  const body = html`<!doctype html>
<html lang="${say.locale}" dir="${say.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${subject}</title>
<style>${DARK_MODE}</style>
</head>
<body class="sesame-mail" style="margin:0;background:#ffffff;color:#111111">
<div style="font-family:system-ui,sans-serif;max-width:480px;margin:auto;padding:24px;border-top:4px solid ${primary}">
<h1 style="font-size:20px">${heading}</h1>
${code && html`<p>${say.text('email.yourCode')}</p><p dir="ltr" style="font-size:32px;letter-spacing:8px;font-weight:700;margin:8px 0">${code}</p>`}
${link && html`<p><a href="${link}" style="${button}">${say.text('page.signIn')}</a></p>`}
<p class="sesame-muted" style="color:#555555;font-size:13px">${expiry} ${footer}</p>
</div>
</body>
</html>`;
  const message: OutgoingMessage = {
    appId: options.appId,
    channel: 'EMAIL',
    to: options.to,
    subject,
    text: lines.join('\n'),
    html: String(body),
  };
  if (code) message.code = code;
  if (link) message.link = link;
  return message;
}
