import { DEV_OPERATOR_PATHS } from '../../../contract/silentAuth';
import { type Html, html } from '../../pages/html';
import { renderPage } from '../../pages/renderPage';
import type { SimAnswer } from './DevOperatorNetwork';

/** What the person chose on the operator page: answer at once as this SIM, or ask each time. */
export type SimSetting = SimAnswer | 'ask';

export const SIM_SETTINGS: readonly SimSetting[] = ['match', 'mismatch', 'ask'];

const LABELS: Record<SimSetting, string> = {
  match: 'A matching SIM: the number typed is this phone’s',
  mismatch: 'A mismatching SIM: this phone has another number',
  ask: 'Ask each time (a hidden check then times out, as on Wi-Fi)',
};

/** `/dev/operator`: how this browser's simulated mobile network answers silent checks. */
export function operatorSettingsPage(current: SimSetting): Html {
  const buttons = SIM_SETTINGS.map(
    (value) =>
      html`<p><button type="submit" name="sim" value="${value}" aria-pressed="${String(value === current)}">${LABELS[value]}</button></p>`,
  );
  return renderPage({
    title: 'Operator network (dev simulator)',
    body: html`<main>
<h1>Operator network</h1>
<p>Silent network authentication asks the mobile operator whether this phone’s SIM has the number
the person typed. This dev simulator answers for this browser as:</p>
<p id="current"><strong>${LABELS[current]}</strong></p>
<form method="post" action="${DEV_OPERATOR_PATHS.page}">${buttons}</form>
</main>`,
  });
}

/** The authorization endpoint when asked each time: the person answers as one SIM or the other. */
export function operatorConsentPage(fields: Record<string, string>, number: string): Html {
  const hidden = Object.entries(fields).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`,
  );
  return renderPage({
    title: 'Operator network (dev simulator)',
    body: html`<main>
<h1>Operator network</h1>
<p>The site asks whether this phone’s SIM has the number <strong>${number}</strong>.</p>
<form method="post" action="${DEV_OPERATOR_PATHS.authorize}">${hidden}
<p><button type="submit" name="sim" value="match">Answer as the matching SIM</button></p>
<p><button type="submit" name="sim" value="mismatch">Answer as another SIM</button></p>
</form>
</main>`,
  });
}
