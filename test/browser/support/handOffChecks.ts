import { expect } from 'chai';
import { en } from '../../../contract/i18n/en';
import { API } from '../../../contract/paths';
import type { AttributeCheck } from './attributeChecks';
import { FIXTURE_OTP } from './fakeHost';
import { byText, type Frame, openFrame, typeInto, waitFor } from './frame';
import { part, parts } from './parts';

/** The loader attributes and what each changes on the full-screen loader (spec §2). */
const LOADER = {
  'loader-color': 'rgb(10, 125, 51)',
  'loading-text': 'Signing you in to the shop…',
  'text-color': 'rgb(255, 255, 255)',
};
type LoaderAttribute = keyof typeof LOADER;

/** Signs in through the element as a visitor would, and answers `auth-signin` with endless work. */
async function signInAndHandOff(
  frame: Frame,
  tag: string,
  attributes: Record<string, string>,
): Promise<Element> {
  if (tag === 'auth-onetap') {
    frame.host.answer(API.sendUser, () => ({
      status: 200,
      body: { identities: [{ id: 'idn_1', identifierType: 'EMAIL', value: 'a•••@example.com' }] },
    }));
    frame.host.answer(API.oneTapComplete, () => ({
      status: 200,
      body: { code: 'code_onetap', asId: 'as_onetap' },
    }));
  }
  const element = await frame.mount(tag, { 'app-id': 'demo', ...attributes });
  element.addEventListener('auth-signin', (event) =>
    (event as CustomEvent<{ waitUntil: (work: Promise<unknown>) => void }>).detail.waitUntil(
      new Promise(() => {}),
    ),
  );
  if (tag === 'auth-onetap') {
    const rows = await waitFor(
      () => parts(element, 'account').length > 0 && parts(element, 'account'),
      'the rows',
    );
    rows[0]?.click();
    return element;
  }
  const field = await waitFor(
    () => element.shadowRoot?.querySelector<HTMLInputElement>('#sesame-identifier'),
    'the identifier field',
  );
  typeInto(field, 'ada@example.com');
  byText(element, en['entry.continue'], 'button')!.click();
  const otp = await waitFor(
    () => element.shadowRoot?.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]'),
    'the code field',
  );
  typeInto(otp, FIXTURE_OTP);
  return element;
}

/**
 * `loader-color`, `loading-text` and `text-color`: while the page's `waitUntil` work runs after a
 * sign-in, the full-screen loader covers the page with the attribute's colour or text.
 */
export function handOffLoaderCheck(tag: string, attribute: LoaderAttribute): AttributeCheck {
  return async () => {
    const frame = await openFrame();
    const element = await signInAndHandOff(frame, tag, { [attribute]: LOADER[attribute] });
    const loader = await waitFor(() => part(element, 'loader'), 'the full-screen loader');
    const inner = loader.querySelector<HTMLElement>('.inner')!;
    if (attribute === 'loading-text') expect(loader.textContent).to.contain(LOADER['loading-text']);
    if (attribute === 'text-color') expect(getComputedStyle(inner).color).to.equal(LOADER['text-color']);
    if (attribute === 'loader-color')
      expect(inner.style.getPropertyValue('--_spin')).to.equal(LOADER['loader-color']);
    frame.close();
  };
}
