import { API } from '../../services/contract/paths';
import { escapeHtml } from '../delivery/emailMessage';

/** The channels the phone can sign in with on the QR page (each present only when configured). */
export interface QrPhoneChannels {
  /** An email input channel (a code by email). */
  email?: string | undefined;
  /** A phone input channel other than WhatsApp (a code by SMS). */
  phone?: string | undefined;
  /** User-initiated WhatsApp: the phone sends the prefilled message from its own WhatsApp. */
  whatsapp?: boolean;
}

/**
 * The phone's page for a scanned QR code (SECURITY.md: told which merchant and which device it
 * approves). The phone signs in here with any of the app's channels (an email code, a text
 * message code, or a WhatsApp message), in its own browser state, and hands that sign-in's
 * one-time code to the approval call; the session goes to the desktop.
 */
export function qrPhonePage(options: {
  appId: string;
  appName: string;
  device: string;
  qrRefId: string;
  channels: QrPhoneChannels;
  /** Digits of the app's first country's calling code, for numbers typed without "+". */
  dialCode: string;
  nonce: string;
}): string {
  const { channels } = options;
  const modes = [
    channels.email && ['email', 'Email'],
    channels.phone && ['phone', 'Text message'],
    channels.whatsapp && ['whatsapp', 'WhatsApp'],
  ].filter((m): m is [string, string] => Array.isArray(m));
  const data = escapeHtml(
    JSON.stringify({
      appId: options.appId,
      qrRefId: options.qrRefId,
      channels: {
        email: channels.email,
        phone: channels.phone,
        whatsapp: channels.whatsapp ? 'WHATSAPP' : undefined,
      },
      first: modes[0]?.[0],
      dialCode: options.dialCode,
      paths: {
        state: API.state,
        intent: API.intent,
        otp: API.otp,
        status: API.statusV3,
        approve: API.qrApprove,
      },
    }),
  );
  const choices =
    modes.length > 1
      ? `<div class="choices" role="group" aria-label="Sign in with">${modes
          .map(
            ([mode, label]) =>
              `<button type="button" data-mode="${mode}" aria-pressed="false">${label}</button>`,
          )
          .join('')}</div>`
      : '';
  return `<style nonce="${options.nonce}">
.choices { display: flex; gap: 8px; margin: 12px 0 16px; }
.choices button { flex: 1; background: var(--card); color: var(--text); border: 1px solid var(--border); }
.choices button[aria-pressed="true"] { border-color: #25d366; box-shadow: inset 0 0 0 1px #25d366; font-weight: 600; }
.field { width: 100%; padding: 10px; margin: 6px 0 12px; box-sizing: border-box; }
.wa { display: block; text-align: center; padding: 12px; border-radius: 8px; background: #25d366; color: #fff; font-weight: 600; text-decoration: none; margin: 8px 0; }
</style>
<main id="qr" data-config="${data}">
<h1>Sign in to ${escapeHtml(options.appName)}</h1>
<p>You are approving a sign-in on <strong id="device">${escapeHtml(options.device)}</strong>. Continue only if you are looking at that screen now.</p>
${choices}
<form id="id-step" hidden><label for="identifier" id="identifier-label">Your email</label>
<input id="identifier" class="field" required>
<button type="submit">Send code</button></form>
<form id="code-step" hidden><label for="otp" id="otp-label">Code from the email</label>
<input id="otp" class="field" inputmode="numeric" autocomplete="one-time-code" required>
<button type="submit">Approve sign-in</button></form>
<div id="whatsapp-step" hidden><p>Send the prefilled message from WhatsApp on this phone, then come back to this page.</p>
<a id="open-whatsapp" class="wa" target="_blank" rel="noopener">Open WhatsApp</a></div>
<form id="approve-step" hidden><p id="verified"></p><button type="submit">Approve sign-in</button></form>
<p id="message" role="status"></p>
</main>
<script nonce="${options.nonce}">
(() => {
  const root = document.getElementById('qr');
  const cfg = JSON.parse(root.dataset.config);
  const $ = (id) => document.getElementById(id);
  const say = (text) => { $('message').textContent = text; };
  const steps = ['id-step', 'code-step', 'whatsapp-step', 'approve-step'];
  const show = (step) => { for (const s of steps) $(s).hidden = s !== step; };
  let state, asId, mode, code, watch = 0;
  async function call(method, path, body) {
    const url = method === 'GET' ? path + '?' + new URLSearchParams(body) : path;
    const res = await fetch(url, method === 'GET' ? {} : {
      method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(json.message || 'Something went wrong. please try again!');
    return json;
  }
  async function ensureState() {
    state = state || (await call('GET', cfg.paths.state, { appId: cfg.appId })).state;
    return state;
  }
  function mobile(typed) {
    const digits = typed.replace(/[^0-9]/g, '');
    return typed.trim().startsWith('+') ? digits : cfg.dialCode + digits.replace(/^0+/, '');
  }
  async function approve(withCode) {
    const done = await call('POST', cfg.paths.approve + '/' + state, { appId: cfg.appId, qrRefId: cfg.qrRefId, code: withCode });
    show(null);
    say('Approved. ' + done.merchant + ' is signing you in on ' + done.device + '. You can close this page.');
  }
  async function startWhatsApp() {
    const mine = ++watch;
    try {
      await ensureState();
      const res = await call('POST', cfg.paths.intent + '/' + state, { appId: cfg.appId, channel: cfg.channels.whatsapp });
      asId = res.asId;
      $('open-whatsapp').href = res.intent;
      say('');
      // The WhatsApp message arrives at the host, not here: follow this sign-in's status.
      while (mine === watch) {
        await new Promise((r) => setTimeout(r, 2000));
        if (mine !== watch) return;
        const status = await call('GET', cfg.paths.status + '/' + state, { appId: cfg.appId, asId }).catch(() => null);
        if (status && status.status === 'SUCCESS' && status.code) {
          code = status.code;
          $('verified').textContent = 'WhatsApp confirmed your number. Approve the sign-in on ' + $('device').textContent + '?';
          show('approve-step');
          return;
        }
        if (status && status.status === 'FAILED') { say("Looks like you didn't send the WhatsApp message"); return; }
      }
    } catch (err) { say(err.message); }
  }
  function use(next) {
    mode = next; watch++; say('');
    for (const b of document.querySelectorAll('[data-mode]')) b.setAttribute('aria-pressed', String(b.dataset.mode === mode));
    if (mode === 'whatsapp') { show('whatsapp-step'); void startWhatsApp(); return; }
    const email = mode === 'email';
    $('identifier-label').textContent = email ? 'Your email' : 'Your mobile number';
    $('identifier').type = email ? 'email' : 'tel';
    $('identifier').autocomplete = email ? 'email' : 'tel';
    $('identifier').placeholder = email ? '' : '+' + cfg.dialCode + ' …';
    $('identifier').value = '';
    $('otp-label').textContent = email ? 'Code from the email' : 'Code from the text message';
    show('id-step');
  }
  for (const b of document.querySelectorAll('[data-mode]')) b.addEventListener('click', () => use(b.dataset.mode));
  $('id-step').addEventListener('submit', async (e) => {
    e.preventDefault();
    try {
      await ensureState();
      const typed = $('identifier').value;
      const body = mode === 'email'
        ? { appId: cfg.appId, channel: cfg.channels.email, email: typed }
        : { appId: cfg.appId, channel: cfg.channels.phone, mobile: mobile(typed) };
      asId = (await call('POST', cfg.paths.intent + '/' + state, body)).asId;
      show('code-step');
      say(mode === 'email' ? 'Please, check your email!' : 'Please, check your Messages!');
    } catch (err) { say(err.message); }
  });
  $('code-step').addEventListener('submit', async (e) => {
    e.preventDefault();
    try {
      const otp = $('otp').value;
      const res = await call('POST', cfg.paths.otp + '/' + state, { appId: cfg.appId, asId, otp });
      await approve(res.code);
    } catch (err) { say(err.message); }
  });
  $('approve-step').addEventListener('submit', async (e) => {
    e.preventDefault();
    try { await approve(code); } catch (err) { say(err.message); }
  });
  if (cfg.first) use(cfg.first);
})();
</script>`;
}
