import { API } from '../../services/contract/paths';
import { escapeHtml } from '../delivery/emailMessage';

/**
 * The phone's page for a scanned QR code (SECURITY.md: told which merchant and which device it
 * approves). The phone signs in here with an email code, in its own browser state, and hands
 * that sign-in's one-time code to the approval call; the session goes to the desktop.
 */
export function qrPhonePage(options: {
  appId: string;
  appName: string;
  device: string;
  qrRefId: string;
  emailChannel: string;
  nonce: string;
}): string {
  const data = escapeHtml(
    JSON.stringify({
      appId: options.appId,
      qrRefId: options.qrRefId,
      channel: options.emailChannel,
      paths: { state: API.state, intent: API.intent, otp: API.otp, approve: API.qrApprove },
    }),
  );
  return `<main id="qr" data-config="${data}">
<h1>Sign in to ${escapeHtml(options.appName)}</h1>
<p>You are approving a sign-in on <strong id="device">${escapeHtml(options.device)}</strong>. Continue only if you are looking at that screen now.</p>
<form id="email-step"><label for="email">Your email</label>
<input id="email" type="email" autocomplete="email" required style="width:100%;padding:10px;margin:6px 0 12px">
<button type="submit">Send code</button></form>
<form id="code-step" hidden><label for="otp">Code from the email</label>
<input id="otp" inputmode="numeric" autocomplete="one-time-code" required style="width:100%;padding:10px;margin:6px 0 12px">
<button type="submit">Approve sign-in</button></form>
<p id="message" role="status"></p>
</main>
<script nonce="${options.nonce}">
(() => {
  const root = document.getElementById('qr');
  const cfg = JSON.parse(root.dataset.config);
  const say = (text) => { document.getElementById('message').textContent = text; };
  let state, asId;
  async function call(method, path, body) {
    const url = method === 'GET' ? path + '?' + new URLSearchParams(body) : path;
    const res = await fetch(url, method === 'GET' ? {} : {
      method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(json.message || 'Something went wrong. please try again!');
    return json;
  }
  document.getElementById('email-step').addEventListener('submit', async (e) => {
    e.preventDefault();
    try {
      state = state || (await call('GET', cfg.paths.state, { appId: cfg.appId })).state;
      const email = document.getElementById('email').value;
      asId = (await call('POST', cfg.paths.intent + '/' + state, { appId: cfg.appId, channel: cfg.channel, email })).asId;
      document.getElementById('email-step').hidden = true;
      document.getElementById('code-step').hidden = false;
      say('Please, check your email!');
    } catch (err) { say(err.message); }
  });
  document.getElementById('code-step').addEventListener('submit', async (e) => {
    e.preventDefault();
    try {
      const otp = document.getElementById('otp').value;
      const { code } = await call('POST', cfg.paths.otp + '/' + state, { appId: cfg.appId, asId, otp });
      const done = await call('POST', cfg.paths.approve + '/' + state, { appId: cfg.appId, qrRefId: cfg.qrRefId, code });
      document.getElementById('code-step').hidden = true;
      say('Approved. ' + done.merchant + ' is signing you in on ' + done.device + '. You can close this page.');
    } catch (err) { say(err.message); }
  });
})();
</script>`;
}
