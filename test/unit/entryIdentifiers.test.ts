import { getDefaultStore } from 'jotai/vanilla';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { flowStateAtom } from '../../state/atoms/flowAtoms';
import { entryIdentifiers } from '../../state/rules/entryIdentifiers';
import { initialFlowState } from '../../state/rules/FlowState';
import { EmailEntry } from '../../widgets/EmailEntry';

type Config = NonNullable<Parameters<typeof entryIdentifiers>[0]>;
const config = (channel: string | null, mobileChannel: string | null) =>
  ({ channel, mobileChannel }) as Config;

/** An app with email only says "Enter your email"; phone only, "Enter your phone number". */
describe('the entry field follows the app’s identifiers', () => {
  it('asks for an email only when the app has no phone channel, and the reverse', () => {
    expect(entryIdentifiers(config('EMAIL_LOGIN', null))).toBe('email');
    expect(entryIdentifiers(config(null, 'MOBILE_LOGIN'))).toBe('phone');
    expect(entryIdentifiers(config('EMAIL_LOGIN', 'MOBILE_LOGIN'))).toBe('both');
    expect(entryIdentifiers(null)).toBe('both');
  });

  it.each([
    ['EMAIL_LOGIN', null, 'Enter your email', 'inputmode="email"'],
    [null, 'MOBILE_LOGIN', 'Enter your phone number', 'inputmode="tel"'],
    ['EMAIL_LOGIN', 'MOBILE_LOGIN', 'Enter phone or email', 'inputmode="email"'],
  ])('labels the field for %s / %s', (channel, mobile, label, keyboard) => {
    getDefaultStore().set(flowStateAtom, { ...initialFlowState, config: config(channel, mobile) });
    const html = renderToStaticMarkup(
      createElement(EmailEntry, {
        flow: { setEmail() {}, submitEmail() {} },
        autoFocus: false,
        loadCountries: async () => [],
      }),
    );
    expect(html).toContain(`>${label}</label>`);
    expect(html.toLowerCase()).toContain(keyboard);
  });
});
