import { describe, expect, it } from 'vitest';
import type { ChannelConfigEntry, ConfigChannelItem } from '../../contract/wire';
import {
  channelStates,
  resetChannels,
  setChannelActive,
  toggleQr,
} from '../../state/rules/channelClientState';
import { bottomLineText } from '../../state/rules/channelStatus';
import { displayChannels, isAppleDevice } from '../../state/rules/displayChannels';
import { isConfigComplete } from '../../state/rules/isConfigComplete';
import { sortChannels } from '../../state/rules/sortChannels';

const item = (name: ConfigChannelItem['name'], type: 'BUTTON' | 'INPUT' = 'BUTTON'): ConfigChannelItem => ({
  name,
  type,
  logo: '',
  uiId: name,
});
const entry = (
  identifierType: 'MOBILE' | 'EMAIL',
  channels: ConfigChannelItem[],
  extra: Partial<ChannelConfigEntry> = {},
): ChannelConfigEntry => ({ identifierType, verified: false, channel: channels, ...extra });

describe('channel status (spec §4)', () => {
  it.each([
    ['WHATSAPP', 'INIT', 'status.openingWhatsapp'],
    ['WHATSAPP', 'PENDING', 'status.verifyingWhatsapp'],
    ['WHATSAPP', 'INACTIVE', null],
    // A provider is named while it runs (docs/widget.md), where the spec says 'Authenticating Email'.
    ['GMAIL', 'INACTIVE', null],
    ['APPLE_EMAIL', 'INIT', null],
    ['GMAIL', 'SUCCESS', 'status.verified'],
    ['EMAIL_LOGIN', 'PENDING', 'status.verifyingEmail'],
    ['UPI', 'INACTIVE', 'status.connecting'],
    ['UPI', 'INIT', 'status.authenticatingTransaction'],
    ['UPI', 'PENDING', 'status.verifyingTransaction'],
    ['UPI', 'SUCCESS', 'status.verified'],
    ['LINKEDIN_SSO', 'PENDING', null],
    ['SMS', 'PENDING', null],
  ] as const)('%s in %s reads %s', (channel, status, text) => {
    expect(bottomLineText(channel, status)).toBe(text);
  });
});

describe('channel client state (spec §4)', () => {
  const start = channelStates(['WHATSAPP', 'GMAIL', 'SMS']);

  it('makes only the chosen channel active and loading', () => {
    const next = setChannelActive(setChannelActive(start, 'WHATSAPP'), 'GMAIL');
    expect(next.map((c) => [c.channelName, c.isActive, c.isLoading])).toEqual([
      ['WHATSAPP', false, false],
      ['GMAIL', true, true],
      ['SMS', false, false],
    ]);
  });

  it('leaves no channel active with the mark-inactive flag', () => {
    const next = setChannelActive(setChannelActive(start, 'SMS'), 'GMAIL', { markInactive: true });
    expect(next.some((c) => c.isActive || c.isLoading)).toBe(false);
  });

  it('resets active and loading everywhere, keeping verified', () => {
    const verified = start.map((c) => (c.channelName === 'SMS' ? { ...c, verified: true } : c));
    const next = resetChannels(setChannelActive(verified, 'GMAIL'));
    expect(next.some((c) => c.isActive || c.isLoading)).toBe(false);
    expect(next.find((c) => c.channelName === 'SMS')?.verified).toBe(true);
  });

  it('toggles the QR panel with its url and intent, and off without them', () => {
    expect(toggleQr(true, { url: 'https://q', intent: 'x' })).toEqual({
      isQrCodeActive: true,
      url: 'https://q',
      intent: 'x',
    });
    expect(toggleQr(false, { url: 'https://q' })).toEqual({ isQrCodeActive: false });
  });
});

describe('channel order (spec §4, §9)', () => {
  it('puts WHATSAPP first, GMAIL second and keeps the rest in order', () => {
    const names = ['LINKEDIN_SSO', 'GMAIL', 'GITHUB_SSO', 'WHATSAPP', 'MICROSOFT_SSO'].map((name) => ({
      name,
    }));
    expect(sortChannels(names).map((c) => c.name)).toEqual([
      'WHATSAPP',
      'GMAIL',
      'LINKEDIN_SSO',
      'GITHUB_SSO',
      'MICROSOFT_SSO',
    ]);
  });
});

describe('configuration completeness (spec §4)', () => {
  const email = entry('EMAIL', [item('GMAIL')]);
  const mobile = entry('MOBILE', [item('WHATSAPP')]);

  it('is incomplete while every channel is unverified', () => {
    expect(isConfigComplete([email, mobile])).toBe(false);
  });

  it('is complete once one is verified and no mandatory one is left', () => {
    expect(isConfigComplete([{ ...email, verified: true }, mobile])).toBe(true);
  });

  it('waits for a mandatory channel, from the configuration or the page', () => {
    expect(
      isConfigComplete([
        { ...email, verified: true },
        { ...mobile, mandatory: true },
      ]),
    ).toBe(false);
    expect(isConfigComplete([{ ...email, verified: true }, mobile], ['MOBILE'])).toBe(false);
    expect(
      isConfigComplete(
        [
          { ...email, verified: true },
          { ...mobile, verified: true },
        ],
        ['MOBILE'],
      ),
    ).toBe(true);
  });
});

describe('channel display (spec §4)', () => {
  const config = [
    entry('EMAIL', [item('EMAIL_LOGIN', 'INPUT'), item('APPLE_EMAIL'), item('LINKEDIN_SSO'), item('GMAIL')]),
    entry('MOBILE', [item('WHATSAPP'), item('SMS', 'INPUT')]),
  ];

  it('shows the buttons in order, and Apple only on Apple devices', () => {
    const names = (apple: boolean) => displayChannels(config, { isAppleDevice: apple }).map((c) => c.name);
    expect(names(false)).toEqual(['WHATSAPP', 'GMAIL', 'LINKEDIN_SSO']);
    expect(names(true)).toEqual(['WHATSAPP', 'GMAIL', 'APPLE_EMAIL', 'LINKEDIN_SSO']);
  });

  it('tells Apple devices by their user agent', () => {
    expect(isAppleDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isAppleDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe(true);
    expect(isAppleDevice('Mozilla/5.0 (Linux; Android 14)')).toBe(false);
  });

  it('hides the other channels of a verified identity and activates the first unverified channel', () => {
    const partly = [config[0]!, { ...config[1]!, verified: true, verifiedChannel: 'WHATSAPP' as const }];
    const shown = displayChannels(partly, { isAppleDevice: false });
    expect(shown.map((c) => [c.name, c.verified, c.isActive, c.action])).toEqual([
      ['WHATSAPP', true, false, 'auth'],
      ['GMAIL', false, true, 'auth'],
      ['LINKEDIN_SSO', false, false, 'auth'],
    ]);
    const other = [{ ...config[0]!, verified: true, verifiedChannel: 'GMAIL' as const }, config[1]!];
    expect(displayChannels(other, { isAppleDevice: false }).map((c) => c.name)).toEqual([
      'WHATSAPP',
      'GMAIL',
    ]);
  });

  it('offers one-tap on the verified channels once everything is verified', () => {
    const all = [
      { ...config[0]!, verified: true, verifiedChannel: 'GMAIL' as const },
      { ...config[1]!, verified: true, verifiedChannel: 'WHATSAPP' as const },
    ];
    const shown = displayChannels(all, { isAppleDevice: false });
    expect(shown.map((c) => [c.name, c.action])).toEqual([
      ['WHATSAPP', 'oneTap'],
      ['GMAIL', 'oneTap'],
      ['LINKEDIN_SSO', 'auth'],
    ]);
  });

  it('uses the support action for a support configuration', () => {
    expect(displayChannels(config, { isAppleDevice: false, uiType: 'SUPPORT' })[0]?.action).toBe('support');
  });
});
