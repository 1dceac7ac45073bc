import { DEV_TRUECALLER_PATHS } from '../../../contract/truecaller';
import { type Html, html } from '../../pages/html';
import { renderPage } from '../../pages/renderPage';

/** The deep link's fields the sheet carries to its answer. */
export interface SheetFields {
  requestNonce: string;
  partnerKey: string;
  partnerName: string;
}

/**
 * `/dev/truecaller`: Truecaller's consent sheet as the phone would show it for the deep link:
 * the site's name, the number this "phone" shares (typed here: a dev phone has none), Continue
 * and the footer's other way to sign in.
 */
export function truecallerSheetPage(fields: SheetFields): Html {
  return renderPage({
    title: 'Truecaller (dev simulator)',
    body: html`<main>
<h1>Truecaller</h1>
<p id="partner">To continue, <strong>${fields.partnerName}</strong> would like to use your Truecaller profile.</p>
<form method="post" action="${DEV_TRUECALLER_PATHS.sheet}">
<input type="hidden" name="requestNonce" value="${fields.requestNonce}">
<input type="hidden" name="partnerKey" value="${fields.partnerKey}">
<p><label>The number on this phone, with country code<br>
<input id="phone" name="phone" type="tel" autocomplete="off" placeholder="+91 98765 43210"></label></p>
<p><label>Name on the profile<br><input id="name" name="name" value="Dev Caller"></label></p>
<p><button type="submit" name="answer" value="continue">Continue</button></p>
<p><button type="submit" name="answer" value="skip" formnovalidate>Use another method</button></p>
</form>
</main>`,
  });
}

/** What the sheet says once it answered: what was posted to the site. */
export function truecallerAnsweredPage(message: string): Html {
  return renderPage({
    title: 'Truecaller (dev simulator)',
    body: html`<main>
<h1>Truecaller</h1>
<p id="answered">${message}</p>
<p>You can close this page and go back to the site.</p>
</main>`,
  });
}
