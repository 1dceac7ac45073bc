import { describe, expect, it } from 'vitest';
import { carrierOf } from '../../contract/carrierOf';
import { CHANNELS } from '../../contract/channels';
import type { App } from '../../server/apps/App';
import {
  channelConfigFor,
  configuredChannels,
  defaultUiConfig,
  phoneInputsOf,
} from '../../server/apps/defaultConfig';
import { editPatch } from '../../server/cli/editPatch';
import { whatsappApproveTemplate } from '../../server/delivery/whatsappMessages';
import { channelStates } from '../../state/rules/channelClientState';
import { codeSentText } from '../../state/rules/codeSentText';
import { displayChannels } from '../../state/rules/displayChannels';
import { accountIcon } from '../../state/rules/oneTapAccounts';
import { pickMobileChannel } from '../../state/rules/pickMobileChannel';

describe('channels a typed phone number goes through', () => {
  it('sends a number by SMS (MOBILE_LOGIN) unless the app puts another phone channel first', () => {
    expect(pickMobileChannel(channelConfigFor(CHANNELS))).toBe('MOBILE_LOGIN');
    expect(pickMobileChannel(channelConfigFor(CHANNELS, { phoneInputs: ['WHATSAPP'] }))).toBe('WHATSAPP');
    expect(pickMobileChannel(channelConfigFor(CHANNELS, { phoneInputs: ['OTP_LINK', 'WHATSAPP'] }))).toBe(
      'OTP_LINK',
    );
    expect(pickMobileChannel(channelConfigFor(['EMAIL_LOGIN', 'GMAIL']))).toBeNull();
  });

  it('keeps the WhatsApp button (user-initiated) beside business-initiated WhatsApp', () => {
    const config = channelConfigFor(['WHATSAPP', 'EMAIL_LOGIN'], { phoneInputs: ['WHATSAPP'] });
    const buttons = displayChannels(config, { isAppleDevice: false }).map((c) => c.name);
    expect(buttons).toEqual(['WHATSAPP']);
    expect(configuredChannels(config)).toEqual(['EMAIL_LOGIN', 'WHATSAPP']);
    expect(channelStates(configuredChannels(config).concat('WHATSAPP')).length).toBe(2);
  });

  it('ignores phone inputs the app does not have or that cannot take a number', () => {
    const config = channelConfigFor(['SMS', 'GMAIL'], { phoneInputs: ['WHATSAPP', 'GMAIL'] });
    expect(phoneInputsOf(config)).toEqual([]);
    expect(pickMobileChannel(config)).toBe('SMS');
  });

  it('remembers the phone inputs, so re-deriving the configuration keeps them', () => {
    const config = channelConfigFor(CHANNELS, { phoneInputs: ['OTP_LINK', 'WHATSAPP'] });
    expect(phoneInputsOf(config)).toEqual(['OTP_LINK', 'WHATSAPP']);
    const again = channelConfigFor(configuredChannels(config), { phoneInputs: phoneInputsOf(config) });
    expect(again).toEqual(config);
  });
});

describe('npm run apps -- edit --phone-channels', () => {
  const app: App = {
    id: 'shop',
    clientId: 'shop',
    name: 'Shop',
    logo: undefined,
    origins: [],
    loginUri: undefined,
    redirectUris: [],
    uiConfig: defaultUiConfig('Shop'),
    channelConfig: channelConfigFor(['WHATSAPP', 'SMS', 'EMAIL_LOGIN']),
    options: {},
    createdAt: 0,
    updatedAt: 0,
  };
  const edit = { addOrigins: [], removeOrigins: [] };

  it('turns on business-initiated WhatsApp, keeps it across a channel edit, and turns it off', () => {
    const on = editPatch(app, { ...edit, phoneChannels: ['WHATSAPP'] });
    expect(on.changed).toEqual(['phone channels']);
    expect(pickMobileChannel(on.patch.channelConfig!)).toBe('WHATSAPP');
    const kept = editPatch({ ...app, ...on.patch } as App, { ...edit, channels: ['WHATSAPP', 'SMS'] });
    expect(pickMobileChannel(kept.patch.channelConfig!)).toBe('WHATSAPP');
    const off = editPatch({ ...app, ...on.patch } as App, { ...edit, phoneChannels: [] });
    expect(pickMobileChannel(off.patch.channelConfig!)).toBe('SMS');
  });
});

describe('the code step says where the code went', () => {
  it('names WhatsApp, a code and a link, a code, or a link', () => {
    expect(codeSentText('WHATSAPP', true)).toBe('code.sentWhatsApp');
    expect(codeSentText('OTP_LINK', true)).toBe('code.sentCodeAndLink');
    expect(codeSentText('MOBILE_LOGIN', true)).toBe('code.sentCode');
    expect(codeSentText('MAGIC_LINK', false)).toBe('code.sentLink');
  });
});

describe('carrier icons (spec §2)', () => {
  it('knows the fixed numbers as digits, with or without "+" and spaces', () => {
    expect(carrierOf('+62 811 0000 0001')).toBe('telkomsel');
    expect(carrierOf('6281500000002')).toBe('indosat');
    expect(carrierOf('+6281100000009')).toBeUndefined();
    expect(carrierOf('')).toBeUndefined();
  });

  it('draws the carrier the host told for a masked number', () => {
    expect(accountIcon({ value: '+62•••••••0001', icon: '', carrier: 'telkomsel' }, 'MOBILE')).toEqual({
      kind: 'carrier',
      carrier: 'telkomsel',
    });
    expect(accountIcon({ value: '+62•••••••0001', icon: '' }, 'MOBILE')).toEqual({ kind: 'phone' });
    expect(accountIcon({ value: '6281500000001', icon: '' }, 'MOBILE')).toEqual({
      kind: 'carrier',
      carrier: 'indosat',
    });
  });
});

describe('WhatsApp approve template (Cloud API)', () => {
  it('puts the code in the body and the link token in the URL button', () => {
    expect(
      whatsappApproveTemplate('919800000001', { name: 'approve', language: 'en_US' }, '123456', 'tok'),
    ).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919800000001',
      type: 'template',
      template: {
        name: 'approve',
        language: { code: 'en_US' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '123456' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: 'tok' }] },
        ],
      },
    });
  });
});
