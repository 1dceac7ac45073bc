import { type Html, html } from '../pages/html';

/**
 * Dev mode's stand-in for WhatsApp on a phone: the chat with the business number, the
 * prefilled message in the composer and a Send button. Sending goes through
 * `POST /dev/whatsapp/send` to the real, signed webhook route; replies appear from the outbox.
 * An authentication template's button (the outbox text's last line, `[Autofill]` or
 * `[Copy code]`) is drawn as WhatsApp draws it: on the web, and on a phone without the app,
 * Autofill falls back to Copy code; `android` plays the merchant's Android app being there.
 * *Not delivered* reports the last message to this phone as failed, as Meta's status webhook
 * would (`POST /dev/whatsapp/status`), so the sign-in offers the next channel.
 */
export function whatsappPhonePage(options: {
  to: string;
  text: string;
  from: string;
  nonce: string;
  android: boolean;
}): Html {
  return html`<style nonce="${options.nonce}">
.phone { width: 360px; max-width: 100%; height: 680px; border: 10px solid #111; border-radius: 36px; overflow: hidden;
  display: flex; flex-direction: column; background: #efeae2; color: #111; font: 15px/1.4 system-ui, sans-serif; }
.bar { background: #075e54; color: #fff; padding: 14px 16px; font-weight: 600; }
.bar small { display: block; font-weight: 400; opacity: .8; }
.chat { flex: 1; overflow-y: auto; padding: 12px; display: flex; flex-direction: column; gap: 8px; }
.bubble { max-width: 80%; padding: 8px 10px; border-radius: 8px; white-space: pre-wrap; box-shadow: 0 1px 1px #0002; }
.out { align-self: flex-end; background: #d9fdd3; } .in { align-self: flex-start; background: #fff; }
.compose { display: flex; gap: 8px; padding: 8px; background: #f0f0f0; align-items: flex-end; }
.compose textarea { flex: 1; min-height: 60px; border-radius: 18px; border: 0; padding: 10px; font: inherit; resize: none; }
.compose button { width: auto; border-radius: 22px; background: #25d366; padding: 10px 16px; }
.approve { display: block; margin-top: 8px; padding-top: 8px; border-top: 1px solid #0001; text-align: center; color: #027eb5; font-weight: 600; text-decoration: none; }
.otp { display: block; width: 100%; margin-top: 8px; padding: 8px 0 0; border: 0; border-top: 1px solid #0001; background: none; color: #027eb5; font: inherit; font-weight: 600; cursor: pointer; }
.from { padding: 6px 12px; background: #fff; font-size: 13px; } .from input { width: 150px; }
.fail { width: auto; padding: 2px 8px; border-radius: 10px; background: #fde2e2; color: #8a1c1c; font-size: 12px; }
</style>
<div class="phone" id="phone" data-to="${options.to}" data-android="${options.android ? 'yes' : 'no'}">
  <div class="bar">+${options.to}<small>WhatsApp (dev simulator)</small></div>
  <div class="from"><label>You are <input id="from" value="${options.from}" aria-label="Your WhatsApp number"></label>
    <button type="button" id="undelivered" class="fail">Not delivered</button> <span id="delivery" role="status"></span></div>
  <div class="chat" id="chat" aria-live="polite"></div>
  <form class="compose" id="compose">
    <textarea id="text" aria-label="Message">${options.text}</textarea>
    <button type="submit">Send</button>
  </form>
</div>
<script nonce="${options.nonce}">
(() => {
  const chat = document.getElementById('chat');
  const to = document.getElementById('phone').dataset.to;
  const seen = new Set();
  const android = document.getElementById('phone').dataset.android === 'yes';
  const otpButton = (b, label, code) => {
    const button = document.createElement('button'); button.type = 'button'; button.className = 'otp';
    button.textContent = label === 'Autofill' && android ? 'Autofill' : 'Copy code'; button.dataset.code = code;
    button.addEventListener('click', async () => {
      if (button.textContent === 'Copy code') await navigator.clipboard?.writeText(code).catch(() => {});
      button.dataset.done = 'yes';
      button.textContent = button.textContent === 'Autofill' ? 'Code handed to the app' : 'Code copied';
    });
    b.append(button);
  };
  const bubble = (text, cls, link, code) => {
    const b = document.createElement('div'); b.className = 'bubble ' + cls;
    const otp = code && /\\n\\n\\[(Autofill|Copy code)\\]$/.exec(text);
    b.textContent = otp ? text.slice(0, otp.index) : text;
    if (otp) otpButton(b, otp[1], code);
    // A template's approve button: the sign-in link's landing page.
    if (link && /^https?:/.test(link)) { const a = document.createElement('a'); a.className = 'approve'; a.href = link; a.target = '_blank'; a.textContent = 'Approve'; b.append(a); }
    chat.append(b); chat.scrollTop = chat.scrollHeight;
  };
  async function replies() {
    const from = '+' + document.getElementById('from').value.replace(/[^0-9]/g, '');
    const res = await fetch('/dev/outbox?to=' + encodeURIComponent(from));
    const list = await res.json();
    for (const m of list.reverse()) {
      const key = m.createdAt + m.text;
      if (m.channel === 'WHATSAPP' && !seen.has(key)) { seen.add(key); bubble(m.text, 'in', m.link, m.code); }
    }
  }
  document.getElementById('compose').addEventListener('submit', async (e) => {
    e.preventDefault();
    const text = document.getElementById('text').value.trim();
    if (!text) return;
    await replies();
    bubble(text, 'out');
    document.getElementById('text').value = '';
    const res = await fetch('/dev/whatsapp/send', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: document.getElementById('from').value, text, to }) });
    if (!res.ok) bubble('Not delivered (' + res.status + ')', 'in');
    await replies();
  });
  document.getElementById('undelivered').addEventListener('click', async () => {
    const res = await fetch('/dev/whatsapp/status', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: document.getElementById('from').value, status: 'failed' }) });
    document.getElementById('delivery').textContent = res.ok ? 'The last message was not delivered.' : 'No message to mark.';
  });
  setInterval(() => { replies().catch(() => {}); }, 3000);
})();
</script>`;
}
