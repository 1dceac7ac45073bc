import type { HostTexts } from '../i18n/hostTexts';
import type { SignInRequestRow } from '../stores/SignInRequestStore';
import { type Html, html } from './html';

/**
 * Who asked for the sign-in being approved (docs/security.md "Cross-device approvals"): only what the
 * host knows. The browser and system come from the requester's User-Agent, the place only from a
 * configured GeoIP database (never guessed), the time from the host's clock, written the way the
 * sign-in's language writes times (`Intl`).
 */
export function requestDetails(input: {
  say: HostTexts;
  request: Pick<SignInRequestRow, 'device' | 'location'> | undefined;
  requestedAt: number;
  now: number;
}): Html {
  const { request, say } = input;
  const at = new Date(input.requestedAt);
  const minutes = Math.max(0, Math.floor((input.now - input.requestedAt) / 60_000));
  return html`<dl class="request" aria-label="${say.text('request.label')}">
${request && html`<dt>${say.text('request.device')}</dt><dd id="request-device">${request.device}</dd>`}
${request?.location && html`<dt>${say.text('request.near')}</dt><dd id="request-location">${request.location} <small>${say.text('request.approximate')}</small></dd>`}
<dt>${say.text('request.when')}</dt><dd id="request-time"><time datetime="${at.toISOString()}">${say.timeUtc(at)}</time>, ${say.minutesAgo(minutes)}</dd>
</dl>`;
}
