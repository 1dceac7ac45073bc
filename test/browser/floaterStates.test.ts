import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { en } from '../../contract/i18n/en';
import { API } from '../../contract/paths';
import type { SignInDetail } from '../../contract/wire';
import { expectAccessible } from './support/accessibility';
import { errorAnswer, FIXTURE_CODE, FIXTURE_OTP, merchantConfig } from './support/fakeHost';
import { byText, openFrame, typeInto, waitFor } from './support/frame';
import { before, describe, it } from './support/mocha';

/**
 * `<auth-floater>` against a fake provider host, through every state of the email path (spec §2,
 * §4): the load error, entry, code and success, with an axe-core check on each, in both themes.
 */
describe('<auth-floater> states', () => {
  before(async () => {
    await setViewport({ width: 1100, height: 800 });
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`goes from a load error to a signed-in user, accessibly, in the ${theme} theme`, async () => {
      const frame = await openFrame();
      let configCalls = 0;
      frame.host.answer(API.merchantConfig, () =>
        ++configCalls === 1 ? errorAnswer('unavailable') : { status: 200, body: merchantConfig },
      );
      const signIns: SignInDetail[] = [];
      frame.window.addEventListener('auth-signin', (event) =>
        signIns.push((event as CustomEvent<SignInDetail>).detail),
      );
      const floater = await frame.mount('auth-floater', { 'app-id': 'demo', theme });
      const shadow = floater.shadowRoot!;

      // Error: the configuration could not be loaded; 'Try again' loads it again.
      const retry = await waitFor(() => byText(floater, en['error.retry'], 'button'), 'the retry button');
      expect(shadow.textContent).to.contain(en['error.loadFailed']);
      await expectAccessible(frame, floater, `${theme} error`);
      retry.click();

      // Entry: 'Enter phone or email' and 'Continue'.
      const field = await waitFor(
        () => shadow.querySelector<HTMLInputElement>('#sesame-identifier'),
        'the identifier field',
      );
      expect(configCalls).to.equal(2);
      await expectAccessible(frame, floater, `${theme} entry`);
      typeInto(field, 'ada@example.com');
      byText(floater, en['entry.continue'], 'button')!.click();

      // Code: the intent went out for the typed address; a wrong code shows the host's message.
      const otp = await waitFor(
        () => shadow.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]'),
        'the code field',
      );
      expect(frame.host.calls(API.intent)[0]?.params).to.include({
        channel: 'EMAIL_LOGIN',
        email: 'ada@example.com',
        appId: 'demo',
      });
      expect(shadow.textContent).to.contain(en['code.title']);
      await expectAccessible(frame, floater, `${theme} code`);
      typeInto(otp, '654321');
      await waitFor(
        () => shadow.querySelector('[part~="toast"]')?.textContent?.includes('OTP incorrect'),
        'the error toast',
      );
      await expectAccessible(frame, floater, `${theme} code with the error toast`);

      // Success: 'Sign in Successful' and one auth-signin event with the user and the code.
      typeInto(otp, FIXTURE_OTP);
      await waitFor(() => byText(floater, en['success.title']), 'the success screen');
      await waitFor(() => signIns.length > 0, 'the auth-signin event');
      expect(signIns).to.have.length(1);
      expect(signIns[0]?.code).to.equal(FIXTURE_CODE);
      expect(signIns[0]?.user.email).to.equal('ada@example.com');
      await expectAccessible(frame, floater, `${theme} success`);
      frame.close();
    });
  }
});
