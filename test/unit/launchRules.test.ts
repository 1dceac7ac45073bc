import { describe, expect, it } from 'vitest';
import { KNOWN_CARRIER_NUMBERS } from '../../contract/carriers';
import { en } from '../../contract/i18n/en';
import { id } from '../../contract/i18n/id';
import { localeOf } from '../../contract/i18n/locales';
import { pt } from '../../contract/i18n/pt';
import { type FlowConfig, flowReducer, initialFlowState } from '../../state/rules/flowMachine';
import { intentTarget, mobileNumber } from '../../state/rules/intentTarget';
import { isCrossHidden, parseLaunchParams, URL_PARAMS } from '../../state/rules/launchParams';
import { accountIcon, oneTapItems, toOneTapPick } from '../../state/rules/oneTapAccounts';
import { shareLinks } from '../../state/rules/shareLinks';
import { termsItems } from '../../state/rules/termsItems';
import { termsAction } from '../../state/rules/termsLinks';
import { withoutParams } from '../../state/rules/withoutParams';
import { loadCatalogue } from '../../widgets/i18n/t';

describe('URL parameters and script attributes (spec §2)', () => {
  it('reads every spec parameter, and the tag attributes win over the URL', () => {
    const p = parseLaunchParams(
      '?appId=url-app&collapsed=true&uxmode=autoclick&channel=WHATSAPP&orderId=o1&crossButtonHidden=true&locale=pt',
      {
        appid: 'tag-app',
        usersignedin: 'true',
        ismandatory: 'MOBILE,EMAIL',
      },
    );
    expect(p).toMatchObject({
      appId: 'tag-app',
      collapsed: true,
      uxMode: true,
      channel: 'WHATSAPP',
      orderId: 'o1',
      locale: 'pt',
      userSignedIn: true,
      mandatory: ['MOBILE', 'EMAIL'],
    });
    expect(p.raw.appId).toBe('url-app');
    expect(URL_PARAMS).toContain('isWebAuthnSupported');
  });

  it('takes the order id from order, ref or QR ref, and hides the cross only with both', () => {
    expect(parseLaunchParams('?ref_id=r').orderId).toBe('r');
    expect(parseLaunchParams('?qr_ref_id=q').orderId).toBe('q');
    expect(isCrossHidden(parseLaunchParams('?orderId=o&crossButtonHidden=true'))).toBe(true);
    expect(isCrossHidden(parseLaunchParams('?crossButtonHidden=true'))).toBe(false);
    expect(isCrossHidden(parseLaunchParams('?orderId=o'))).toBe(false);
  });

  it('reads collapsed and announcement only when true, and ismandatory=true as the email', () => {
    expect(parseLaunchParams('?collapsed=false&announcement=1')).toMatchObject({
      collapsed: false,
      announcement: true,
    });
    expect(parseLaunchParams('', { ismandatory: 'true' }).mandatory).toEqual(['EMAIL']);
  });

  it('removes consumed parameters from the address', () => {
    expect(withoutParams('https://shop.example/a?code=x&keep=1#h', ['code'])).toBe(
      'https://shop.example/a?keep=1#h',
    );
  });
});

describe('phone sign-in path (spec §2, §5)', () => {
  const config: FlowConfig = {
    merchantName: 'Lumen',
    channel: 'EMAIL_LOGIN',
    mobileChannel: 'MOBILE_LOGIN',
    links: {},
  };
  const typed = (value: string, cfg = config) =>
    [
      { type: 'configLoaded', config: cfg },
      { type: 'countryChanged', dialCode: '+62' },
      { type: 'emailChanged', email: value },
      { type: 'emailSubmitted' },
    ].reduce((s, e) => flowReducer(s, e as never), initialFlowState);

  it('sends a phone number through the mobile channel, with the country code and no plus', () => {
    const state = typed('0812 3456 7890');
    expect(state.path).toBe('phone');
    expect(intentTarget(state)).toEqual({ channel: 'MOBILE_LOGIN', mobile: '6281234567890' });
    expect(mobileNumber('+1 (415) 555-0100', '+62')).toBe('14155550100');
  });

  it('asks for an email when the merchant has no mobile channel', () => {
    const state = typed('812 3456 7890', { ...config, mobileChannel: null });
    expect(state.busy).toBe(false);
    expect(state.entryProblem).toBe('phoneUnavailable');
  });

  it('keeps email addresses on the email channel', () => {
    expect(intentTarget(typed('rina@example.com'))).toEqual({
      channel: 'EMAIL_LOGIN',
      email: 'rina@example.com',
    });
  });
});

describe('one-tap picker (spec §2, §3)', () => {
  const items = oneTapItems({
    mobile: [{ value: KNOWN_CARRIER_NUMBERS.telkomsel[0], name: 'Rina', uiId: '7' }],
    email: [{ value: 'rina@example.com', logo: 'https://cdn.example/r.png' }, { value: '' }],
  });

  it('lists mobiles then emails, with verifiedName falling back to name', () => {
    expect(items.map((i) => [i.type, i.value, i.verifiedName])).toEqual([
      ['MOBILE', KNOWN_CARRIER_NUMBERS.telkomsel[0], 'Rina'],
      ['EMAIL', 'rina@example.com', ''],
      ['EMAIL', '', ''],
    ]);
  });

  it('reports the pick with fireIntent for a row without value, and a numeric identityId', () => {
    expect(toOneTapPick(items[0]!)).toMatchObject({ fireIntent: false, id: '7', identityId: 7, uiId: '7' });
    expect(toOneTapPick(items[2]!)).toMatchObject({ fireIntent: true, value: '' });
    expect(toOneTapPick({ ...items[0]!, id: 'abc' }).identityId).toBeUndefined();
  });

  it('draws carrier logos for the 4 + 2 known numbers, else the supplied icon, else phone or email', () => {
    expect(KNOWN_CARRIER_NUMBERS.telkomsel).toHaveLength(4);
    expect(KNOWN_CARRIER_NUMBERS.indosat).toHaveLength(2);
    expect(accountIcon({ value: `+${KNOWN_CARRIER_NUMBERS.indosat[1]}`, icon: '' }, 'MOBILE')).toEqual({
      kind: 'carrier',
      carrier: 'indosat',
    });
    expect(accountIcon(items[1]!, 'EMAIL')).toEqual({ kind: 'image', src: 'https://cdn.example/r.png' });
    expect(accountIcon({ value: '+15550100', icon: '' }, 'MOBILE')).toEqual({ kind: 'phone' });
    expect(accountIcon({ value: 'a@b.co', icon: 'javascript:x' }, 'EMAIL')).toEqual({ kind: 'email' });
  });
});

describe('share and terms (spec §2)', () => {
  it('prefills the four networks with the text and the page', () => {
    const links = shareLinks('I just signed in to Lumen', 'https://lumen.example/');
    expect(links.map((l) => l.id)).toEqual(['twitter', 'whatsapp', 'facebook', 'linkedin']);
    expect(links[0]?.href).toBe(
      'https://twitter.com/intent/tweet?text=I%20just%20signed%20in%20to%20Lumen&url=https%3A%2F%2Flumen.example%2F',
    );
    expect(links[1]?.href).toContain('wa.me/?text=I%20just%20signed%20in%20to%20Lumen');
  });

  it("lists the merchant's links and the provider's policy, or opens the policy when there are none", () => {
    const links = { tnc: 'https://m/t', privacyPolicy: 'https://m/p' };
    expect(termsItems('Lumen', links, 'https://host/privacy').map((i) => i.href)).toEqual([
      'https://m/t',
      'https://m/p',
      'https://host/privacy',
    ]);
    expect(termsAction(links, 'https://host/privacy')).toEqual({ kind: 'modal' });
    expect(termsAction({}, 'https://host/privacy')).toEqual({ kind: 'link', href: 'https://host/privacy' });
  });
});

describe('languages (spec §9)', () => {
  it('translates every English message id into Indonesian and Portuguese', () => {
    for (const catalogue of [id, pt]) {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(catalogue)) {
        const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
        expect(placeholders(text), key).toEqual(placeholders(en[key as keyof typeof en]));
      }
    }
  });

  it('defaults to English and loads the other languages on demand', async () => {
    expect(localeOf(undefined)).toBe('en');
    expect(localeOf('pt-BR')).toBe('pt');
    expect(localeOf('fr-CA')).toBe('fr');
    expect(localeOf('zh')).toBe('en');
    expect((await loadCatalogue('id'))['entry.continue']).toBe('Lanjutkan');
    expect((await loadCatalogue('xx'))['entry.continue']).toBe('Continue');
  });
});
