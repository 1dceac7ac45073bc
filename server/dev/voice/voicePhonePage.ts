import { DEV_VOICE_PATHS } from '../../../contract/voice';
import { type Html, html } from '../../pages/html';
import type { DevCall } from './DevVoiceCalls';

const KEY_ROWS = [
  ['1', '2', '3'],
  ['4', '5', '6'],
  ['7', '8', '9'],
  ['*', '0', '#'],
] as const;

/** The keypad: each key posts as the phone's tone would reach Twilio. */
function keypad(call: DevCall): Html {
  const rows = KEY_ROWS.map(
    (row) =>
      html`<tr>${row.map((key) => html`<td><button type="submit" name="key" value="${key}">${key}</button></td>`)}</tr>`,
  );
  return html`<form method="post" action="${DEV_VOICE_PATHS.press}">
<input type="hidden" name="sid" value="${call.sid}">
<table id="keypad" aria-label="Keypad">${rows}</table>
<p><button type="submit" name="key" value="hangup">Hang up</button></p>
</form>`;
}

const STATUS: Record<DevCall['status'], string> = {
  ringing: 'Ringing: answered when a key is pressed',
  'in-progress': 'On the call',
  completed: 'Call ended',
};

/**
 * `/dev/voice`: a phone receiving Twilio Voice calls. It shows the newest call to the number,
 * everything the call said (the sign-in request with its merchant and number) and a keypad.
 */
export function voicePhonePage(to: string, call: DevCall | undefined): Html {
  const self = `${DEV_VOICE_PATHS.page}?${new URLSearchParams(to ? { to } : {})}`;
  if (!call)
    return html`<main>
<h1>Phone (dev simulator)</h1>
<p id="no-call">No call to ${to || 'any number'} yet. Start a voice sign-in, then <a href="${self}">reload</a>.</p>
</main>`;
  const heard = call.heard.map((line) => html`<li>${line}</li>`);
  return html`<main>
<h1>Phone (dev simulator)</h1>
<p>Call from <strong>${call.from}</strong> to <strong>${call.to}</strong></p>
<p id="call-status" data-status="${call.status}">${STATUS[call.status]}</p>
<ol id="heard">${heard}</ol>
${call.status !== 'completed' && call.gatherAction ? keypad(call) : html`<p><a href="${self}">Reload</a></p>`}
</main>`;
}
