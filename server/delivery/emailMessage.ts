import { DEFAULT_THEME_COLOR, TRANSACTION_TTL_MS } from '../../contract/constants';
import type { Locale } from '../../contract/i18n/locales';
import { hostTexts } from '../i18n/hostTexts';
import { html } from '../pages/html';
import type { OutgoingMessage } from './Delivery';

/** The code and the link die with their transaction (startEmailIntent sets its expiry). */
const MINUTES = Math.round(TRANSACTION_TTL_MS / 60_000);
/** The default primary is a light colour (spec §5), so the button's text is dark, as in the widget. */
const BUTTON_STYLE = `display:inline-block;background:${DEFAULT_THEME_COLOR};color:#111;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600`;

/**
 * The sign-in email: a code, a link, or both (EMAIL_LOGIN and OTP_LINK send both), in the
 * visitor's language (docs/languages.md), with `lang` and `dir` so Arabic and Urdu read right to left.
 */
export function emailMessage(options: {
  appId: string;
  appName: string;
  to: string;
  code?: string | undefined;
  link?: string | undefined;
  locale: Locale;
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
  const body = html`<div lang="${say.locale}" dir="${say.dir}" style="font-family:system-ui,sans-serif;max-width:480px;margin:auto;padding:24px;color:#111">
<h1 style="font-size:20px">${heading}</h1>
${code && html`<p>${say.text('email.yourCode')}</p><p dir="ltr" style="font-size:32px;letter-spacing:8px;font-weight:700;margin:8px 0">${code}</p>`}
${link && html`<p><a href="${link}" style="${BUTTON_STYLE}">${say.text('page.signIn')}</a></p>`}
<p style="color:#555;font-size:13px">${expiry} ${footer}</p>
</div>`;
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
