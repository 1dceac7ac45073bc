import { expect } from 'chai';
import { fillText } from '../../../contract/fillText';
import { en } from '../../../contract/i18n/en';
import { API } from '../../../contract/paths';
import type { AttributeCheck } from './attributeChecks';
import { FIXTURE_OTP } from './fakeHost';
import { byText, openFrame, typeInto, waitFor } from './frame';
import { isShown, part, parts } from './parts';
import { mountSignedIn } from './signedInChecks';

/** Records the `type` events an element dispatches, with their details. */
function listen(element: Element, type: string): unknown[] {
  const details: unknown[] = [];
  element.addEventListener(type, (event) => details.push((event as CustomEvent).detail));
  return details;
}

/**
 * Lets a configuration response reach the screen: the answer is in, and what it changes renders
 * within a few frames. Used only where the check is that something does NOT appear.
 */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/** spec §2 collapsed floater: starts as the 'Sign in' button; clicking it expands the panel. */
export const floaterCollapsed: AttributeCheck = async () => {
  const frame = await openFrame();
  const floater = await frame.mount('auth-floater', { 'app-id': 'demo', collapsed: '' });
  const expands = listen(floater, 'auth-expand');
  const button = await waitFor(() => part(floater, 'collapsed'), "the collapsed 'Sign in' button");
  expect(button.textContent).to.contain(en['collapsed.signIn']);
  expect(isShown(part(floater, 'panel')), 'the panel while collapsed').to.equal(false);
  button.click();
  await waitFor(() => isShown(part(floater, 'panel')), 'the expanded panel');
  expect(expands).to.deep.equal([{ source: 'collapsed' }]);
  frame.close();

  // Without the attribute the panel is open from the start (a page of its own: one store per page).
  const plain = await openFrame();
  const open = await plain.mount('auth-floater', { 'app-id': 'demo' });
  await waitFor(() => isShown(part(open, 'panel')), 'the panel');
  expect(part(open, 'collapsed')).to.equal(undefined);
  plain.close();
};

/** spec §2 announcement bar: the panel stays hidden until the bar is clicked, then the bar steps aside. */
export const floaterAnnouncement: AttributeCheck = async () => {
  const frame = await openFrame();
  const floater = await frame.mount('auth-floater', { 'app-id': 'demo', announcement: '' });
  const expands = listen(floater, 'auth-expand');
  const bar = await waitFor(() => part(floater, 'announcement'), 'the announcement bar');
  await waitFor(() => frame.host.calls(API.merchantConfig)[0], 'the configuration call');
  expect(isShown(part(floater, 'panel')), 'the panel under an active bar').to.equal(false);
  bar.click();
  await waitFor(() => isShown(part(floater, 'panel')), 'the panel after the bar was clicked');
  expect(part(floater, 'announcement'), 'the bar after the click').to.equal(undefined);
  expect(expands).to.deep.equal([{ source: 'announcement' }]);
  frame.close();
};

/** spec §2 script attribute `usersignedin`: a visitor already signed in sees no widget. */
export const floaterUserSignedIn: AttributeCheck = async () => {
  // The same page without the attribute shows the panel once the configuration is in.
  const plain = await openFrame();
  const shown = await plain.mount('auth-floater', { 'app-id': 'demo' });
  await waitFor(() => isShown(part(shown, 'panel')), 'the panel without the attribute');
  plain.close();

  const frame = await openFrame();
  const hidden = await mountSignedIn(frame.document, 'auth-floater', { 'app-id': 'demo' });
  for (const name of ['panel', 'collapsed', 'floater']) {
    expect(isShown(part(hidden, name)), `the ${name} part for a signed-in visitor`).to.equal(false);
  }
  // Nothing drawn, nothing fetched: a signed-in visitor's page makes no calls for the floater.
  expect(frame.host.calls(API.merchantConfig)).to.have.length(0);
  // Read live: removed, the panel comes; set again, it goes.
  hidden.removeAttribute('usersignedin');
  await waitFor(() => isShown(part(hidden, 'panel')), 'the panel once the attribute is removed');
  hidden.setAttribute('usersignedin', '');
  await waitFor(() => !isShown(part(hidden, 'panel')), 'no panel once the attribute is set again');
  frame.close();
};

/**
 * spec §4 completeness: a sign-in is complete once every mandatory identifier is verified. With
 * `mandatory="EMAIL,MOBILE"` a verified email alone does not end it (no `auth-signin`); without
 * the attribute the same steps sign the user in.
 */
export const floaterMandatory: AttributeCheck = async () => {
  const signInsAfterEmail = async (attributes: Record<string, string>) => {
    const frame = await openFrame();
    const floater = await frame.mount('auth-floater', { 'app-id': 'demo', ...attributes });
    const signIns = listen(floater, 'auth-signin');
    const field = await waitFor(
      () => floater.shadowRoot?.querySelector<HTMLInputElement>('#sesame-identifier'),
      'the identifier field',
    );
    typeInto(field, 'ada@example.com');
    byText(floater, en['entry.continue'], 'button')!.click();
    const otp = await waitFor(
      () => floater.shadowRoot?.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]'),
      'the code field',
    );
    typeInto(otp, FIXTURE_OTP);
    await waitFor(() => frame.host.calls(API.verifyCodeV2)[0], 'the verify-code call');
    await settle();
    frame.close();
    return signIns.length;
  };
  expect(await signInsAfterEmail({}), 'auth-signin events without mandatory').to.equal(1);
  expect(
    await signInsAfterEmail({ mandatory: 'EMAIL,MOBILE' }),
    'auth-signin events with mandatory',
  ).to.equal(0);
};

/** spec §2 announcement bar: the 'Sign in' button is there only with the attribute. */
export const announcementButton: AttributeCheck = async () => {
  const frame = await openFrame();
  const withButton = await frame.mount('auth-announcement', { button: '' });
  await waitFor(() => part(withButton, 'announcement'), 'the bar');
  expect(part(withButton, 'button')?.textContent).to.equal(en['announcement.button']);
  frame.close();
  const plain = await openFrame();
  const without = await plain.mount('auth-announcement');
  await waitFor(() => part(without, 'announcement'), 'the bar');
  expect(part(without, 'button')).to.equal(undefined);
  plain.close();
};

/** The bar is pinned to the top of the viewport, or sits in the page with `inline`. */
export const announcementInline: AttributeCheck = async () => {
  const positionOf = async (attributes: Record<string, string>) => {
    const frame = await openFrame();
    const element = await frame.mount('auth-announcement', attributes);
    const bar = await waitFor(() => part(element, 'announcement'), 'the bar');
    const { position } = frame.window.getComputedStyle(bar);
    frame.close();
    return position;
  };
  expect(await positionOf({})).to.equal('fixed');
  expect(await positionOf({ inline: '' })).to.not.equal('fixed');
};

export const ONETAP_ACCOUNTS = JSON.stringify({
  mobile: [{ value: '+62 812 3456 7890', name: 'Ada Lovelace' }],
  email: [{ value: 'ada@example.com' }],
});

/** spec §2 one-tap picker: a row per account, name or value, and 'Use another account' last. */
export const onetapAccounts: AttributeCheck = async () => {
  const frame = await openFrame();
  const picker = await frame.mount('auth-onetap', { accounts: ONETAP_ACCOUNTS });
  const rows = await waitFor(
    () => parts(picker, 'account').length > 0 && parts(picker, 'account'),
    'the rows',
  );
  expect(rows.map((row) => row.textContent?.trim())).to.deep.equal([
    'Ada Lovelace+62 812 3456 7890',
    'ada@example.com',
    en['onetap.another'],
  ]);
  frame.close();
};

/** spec §2 one-tap title: 'Sign in to' and the name, when no configuration gives one. */
export const onetapMerchantName: AttributeCheck = async () => {
  const frame = await openFrame();
  const picker = await frame.mount('auth-onetap', {
    accounts: ONETAP_ACCOUNTS,
    'merchant-name': 'Kopi Senja',
  });
  await waitFor(() => part(picker, 'onetap'), 'the sheet');
  expect(picker.shadowRoot?.textContent).to.contain(fillText(en['onetap.title'], { name: 'Kopi Senja' }));
  frame.close();
};

/**
 * spec §7 one-tap with `app-id` and no accounts: the identities this browser verified for the
 * app are listed, and picking one signs in through the usual verify-code step (`auth-signin`).
 */
export const onetapAppId: AttributeCheck = async () => {
  const frame = await openFrame();
  frame.host.answer(API.sendUser, () => ({
    status: 200,
    body: {
      identities: [
        {
          id: 'idn_1',
          identifierType: 'EMAIL',
          value: 'a•••@example.com',
          logo: '/assets/channels/email_login.svg',
        },
      ],
    },
  }));
  frame.host.answer(API.oneTapComplete, () => ({
    status: 200,
    body: { code: 'code_onetap', asId: 'as_onetap' },
  }));
  const picker = await frame.mount('auth-onetap', { 'app-id': 'shop-42' });
  const signIns = listen(picker, 'auth-signin');
  const rows = await waitFor(
    () => parts(picker, 'account').length > 0 && parts(picker, 'account'),
    'the rows',
  );
  expect(rows.map((row) => row.textContent?.trim())).to.deep.equal([
    'a•••@example.com',
    en['onetap.another'],
  ]);
  rows[0]?.click();
  await waitFor(() => signIns.length > 0, 'the auth-signin event');
  expect(frame.host.calls(API.sendUser)[0]?.params.appId).to.equal('shop-42');
  expect(frame.host.calls(API.oneTapComplete)[0]?.params.identityId).to.equal('idn_1');
  expect(frame.host.calls(API.verifyCodeV2)[0]?.params).to.include({
    code: 'code_onetap',
    asId: 'as_onetap',
  });
  expect((signIns[0] as { code: string }).code).to.equal('code_onetap');
  expect(part(picker, 'onetap'), 'the sheet after the pick').to.equal(undefined);
  frame.close();
};
