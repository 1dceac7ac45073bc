import { DEV_UPI_PATHS } from '../../../contract/upi';
import { type Html, html, raw } from '../../pages/html';

/** The UPI IDs the page offers (any other can be typed), with the name each bank account holds. */
const TEST_PAYERS = [
  { vpa: 'asha.verma@okaxis', name: 'ASHA VERMA' },
  { vpa: 'ravi.kumar@ybl', name: 'RAVI KUMAR' },
] as const;

/** The form's fields and the second button, beside the pages' shared stylesheet. */
export const UPI_APP_CSS = raw(`<style>
input { width: 100%; padding: 10px 12px; border: 1px solid var(--border); border-radius: 8px; font: inherit;
  background: var(--card); color: var(--text); }
label { font-size: 14px; color: var(--muted); }
button.secondary { background: transparent; color: var(--text); border: 1px solid var(--border); }
</style>`);

/** What a `upi://pay` link asks for: payee address and name, amount, currency, reference, note. */
export interface UpiPayRequest {
  pa: string;
  pn: string;
  am: string;
  cu: string;
  tr: string;
  tn: string;
}

/**
 * `/dev/upi`: a UPI app opened by a `upi://pay` link. It shows whom the person pays and how much,
 * lets them pick the UPI ID they pay from (and the name the bank holds for it), then Pay or
 * Decline, which the Cashfree stand-in reports to the host as Cashfree would.
 */
export function upiAppPage(pay: UpiPayRequest): Html {
  const payers = TEST_PAYERS.map((p) => html`<option value="${p.vpa}">${p.name}</option>`);
  return html`<main>
<h1>UPI app (dev simulator)</h1>
<p>Pay <strong id="payee-name">${pay.pn}</strong><br><span id="payee-vpa">${pay.pa}</span></p>
<p>Amount <strong id="amount">${pay.cu === 'INR' ? '₹' : `${pay.cu} `}${pay.am}</strong> · ${pay.tn}</p>
<form method="post" action="${DEV_UPI_PATHS.pay}">
<input type="hidden" name="tr" value="${pay.tr}">
<p><label for="vpa">Pay from UPI ID</label><br>
<input id="vpa" name="vpa" list="payers" value="${TEST_PAYERS[0].vpa}" required maxlength="100"></p>
<datalist id="payers">${payers}</datalist>
<p><label for="name">Account holder's name at the bank</label><br>
<input id="name" name="name" value="${TEST_PAYERS[0].name}" maxlength="100"></p>
<p><button type="submit" name="action" value="pay">Pay ₹${pay.am}</button></p>
<p><button type="submit" name="action" value="decline" class="secondary">Decline</button></p>
</form>
</main>`;
}

/** After Pay or Decline: what the app says, and what the host answered the webhook. */
export function upiPaidPage(outcome: { paid: boolean; message: string; hostAnswer: string }): Html {
  return html`<main>
<h1>${outcome.paid ? 'Payment sent' : 'Payment not made'}</h1>
<p id="upi-result" data-paid="${String(outcome.paid)}">${outcome.message}</p>
<p>The host answered the webhook: <code id="host-answer">${outcome.hostAnswer}</code></p>
</main>`;
}
