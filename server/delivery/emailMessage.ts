import { DEFAULT_THEME_COLOR, TRANSACTION_TTL_MS } from '../../services/contract/constants';
import type { OutgoingMessage } from './Delivery';

/** The code and the link die with their transaction (startEmailIntent sets its expiry). */
const MINUTES = Math.round(TRANSACTION_TTL_MS / 60_000);
/** The default primary is a light colour (spec §5), so the button's text is dark, as in the widget. */
const BUTTON_STYLE = `display:inline-block;background:${DEFAULT_THEME_COLOR};color:#111;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600`;

/** The sign-in email: a code, a link, or both (EMAIL_LOGIN and OTP_LINK send both). */
export function emailMessage(options: {
  appId: string;
  appName: string;
  to: string;
  code?: string | undefined;
  link?: string | undefined;
}): OutgoingMessage {
  const { appName, code, link } = options;
  const subject = code ? `${code} is your ${appName} sign-in code` : `Sign in to ${appName}`;
  const lines = [`Sign in to ${appName}`, ''];
  if (code) lines.push(`Your code: ${code}`, '');
  if (link) lines.push(code ? 'Or sign in with this link:' : 'Sign in with this link:', link, '');
  lines.push(
    `It expires in ${MINUTES} minutes and works once.`,
    "If you didn't ask to sign in, ignore this email.",
  );
  const html = [
    `<div style="font-family:system-ui,sans-serif;max-width:480px;margin:auto;padding:24px;color:#111">`,
    `<h1 style="font-size:20px">Sign in to ${escapeHtml(appName)}</h1>`,
    code
      ? `<p>Your code:</p><p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:8px 0">${code}</p>`
      : '',
    link ? `<p><a href="${escapeHtml(link)}" style="${BUTTON_STYLE}">Sign in</a></p>` : '',
    `<p style="color:#555;font-size:13px">It expires in ${MINUTES} minutes and works once. If you didn't ask to sign in, ignore this email.</p>`,
    `</div>`,
  ].join('');
  const message: OutgoingMessage = {
    appId: options.appId,
    channel: 'EMAIL',
    to: options.to,
    subject,
    text: lines.join('\n'),
    html,
  };
  if (code) message.code = code;
  if (link) message.link = link;
  return message;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
