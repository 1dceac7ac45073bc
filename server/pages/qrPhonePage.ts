import {
  QR_MATCH_DIGITS,
  QR_PHONE_CONFIG_ELEMENT_ID,
  type QrPhonePageConfig,
} from '../../contract/crossDevice';
import type { HostTexts } from '../i18n/hostTexts';
import type { SignInRequestRow } from '../stores/SignInRequestStore';
import { type Html, html, raw, scriptJson } from './html';
import { renderPage } from './renderPage';
import { requestDetails } from './requestDetails';

/** The entry Vite builds from elements/qrPhone.ts (vite.config.ts `qrPhone`). */
const QR_PHONE_SCRIPT = '/qrPhone.js';

/**
 * The phone's page for a scanned QR code: who asked (merchant, device, place, time), the number
 * the desktop shows, then a sign-in on the phone with any of the app's channels and the approval.
 * Everything is in the markup from the start, hidden; the script only moves between the steps.
 */
export function qrPhonePage(input: {
  say: HostTexts;
  appName: string;
  config: QrPhonePageConfig;
  request: Pick<SignInRequestRow, 'device' | 'location'> | undefined;
  requestedAt: number;
  now: number;
}): Html {
  const { channels } = input.config;
  const { say } = input;
  const app = input.appName;
  const modes = [
    channels.email && (['email', say.text('qr.email')] as const),
    channels.phone && (['phone', say.text('qr.textMessage')] as const),
    channels.whatsapp && (['whatsapp', 'WhatsApp'] as const),
  ].filter((m) => Array.isArray(m));
  const title = say.text('page.signInTo', { app });
  const body = html`<main id="qr">
<h1>${title}</h1>
<p>${say.text('qr.asked', { app })}</p>
${requestDetails(input)}
<form id="match-step"><label for="match">${say.text('qr.matchLabel')}</label>
<input id="match" class="field match" dir="ltr" inputmode="numeric" pattern="[0-9]*" maxlength="${QR_MATCH_DIGITS}" autocomplete="off" required>
<p class="warn">${say.text('qr.matchWarn')}</p>
<button type="submit">${say.text('qr.continue')}</button></form>
${
  modes.length > 1 &&
  html`<div class="choices" role="group" aria-label="${say.text('qr.signInWith')}" hidden>${modes.map(
    ([mode, label]) => html`<button type="button" data-mode="${mode}" aria-pressed="false">${label}</button>`,
  )}</div>`
}
<form id="id-step" hidden><label for="identifier" id="identifier-label">${say.text('qr.yourEmail')}</label>
<input id="identifier" class="field" dir="ltr" required>
<button type="submit">${say.text('qr.sendCode')}</button></form>
<form id="code-step" hidden><label for="otp" id="otp-label">${say.text('qr.codeFromEmail')}</label>
<input id="otp" class="field" dir="ltr" inputmode="numeric" autocomplete="one-time-code" required>
<button type="submit">${say.text('qr.approve')}</button></form>
<div id="whatsapp-step" hidden><p>${say.text('qr.whatsappHint')}</p>
<a id="open-whatsapp" class="wa" target="_blank" rel="noopener">${say.text('qr.openWhatsApp')}</a></div>
<form id="approve-step" hidden><p id="verified"></p><button type="submit">${say.text('qr.approve')}</button></form>
<p id="message" role="status"></p>
</main>`;
  const head = html`<script type="application/json" id="${QR_PHONE_CONFIG_ELEMENT_ID}">${scriptJson(input.config)}</script>
<script type="module" src="${QR_PHONE_SCRIPT}"></script>
<style>${QR_PAGE_CSS}</style>`;
  return renderPage({ title, body, head, say });
}

const QR_PAGE_CSS = raw(`
.choices { display: flex; gap: 8px; margin: 12px 0 16px; }
.choices button { flex: 1 1 0; min-width: 0; width: auto; padding: 10px 4px; font-size: 15px; background: var(--card); color: var(--text); border: 1px solid var(--border); }
.choices button[aria-pressed="true"] { border-color: #25d366; box-shadow: inset 0 0 0 1px #25d366; font-weight: 600; }
.field { width: 100%; padding: 10px; margin: 6px 0 12px; font: inherit; }
.match { font-size: 28px; font-weight: 700; letter-spacing: 8px; text-align: center; max-width: 6ch; display: block; border: 1px solid var(--border); border-radius: 8px; background: var(--bg); color: var(--text); }
label { font-weight: 600; }
.wa { display: block; text-align: center; padding: 12px; border-radius: 8px; background: #25d366; color: #0b1f10; font-weight: 600; text-decoration: none; margin: 8px 0; }
[hidden] { display: none !important; }
`);
