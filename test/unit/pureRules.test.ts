import { describe, expect, it } from 'vitest';
import { fillText } from '../../contract/fillText';
import type { ChannelConfigEntry } from '../../contract/wire';
import { detectPlatform } from '../../services/device/detectPlatform';
import { classifyIdentifier } from '../../state/rules/classifyIdentifier';
import { isDarkColor } from '../../state/rules/isDarkColor';
import { pickEmailChannel } from '../../state/rules/pickEmailChannel';
import { interpolateParts } from '../../widgets/i18n/t';

const item = (name: ChannelConfigEntry['channel'][number]['name'], type: 'INPUT' | 'BUTTON' = 'INPUT') => ({
  name,
  type,
  logo: '',
  uiId: name,
});

describe('pickEmailChannel', () => {
  it('takes the first email input channel in configuration order', () => {
    const config: ChannelConfigEntry[] = [
      { identifierType: 'MOBILE', verified: false, channel: [item('SMS')] },
      {
        identifierType: 'EMAIL',
        verified: false,
        channel: [item('GMAIL', 'BUTTON'), item('MAGIC_LINK'), item('OTP')],
      },
    ];
    expect(pickEmailChannel(config)).toBe('MAGIC_LINK');
  });

  it('returns null when the merchant has no email input channel', () => {
    expect(
      pickEmailChannel([{ identifierType: 'EMAIL', verified: false, channel: [item('GMAIL', 'BUTTON')] }]),
    ).toBeNull();
  });
});

describe('classifyIdentifier', () => {
  it.each([
    ['ada@example.com', 'email'],
    ['  ada@example.co.uk ', 'email'],
    ['ada@example', 'invalid'],
    ['ada @example.com', 'invalid'],
    [`${'a'.repeat(250)}@example.com`, 'invalid'],
    ['+62 812-3456-7890', 'phone'],
    ['12345', 'invalid'],
    ['   ', 'empty'],
  ] as const)('reads %j as %s', (value, kind) => {
    expect(classifyIdentifier(value)).toBe(kind);
  });
});

describe('isDarkColor (spec §5)', () => {
  it('measures luminance 0.299 r + 0.587 g + 0.114 b against 0.5', () => {
    expect(isDarkColor('#25d366')).toBe(false);
    expect(isDarkColor('#1a56db')).toBe(true);
    expect(isDarkColor('#000')).toBe(true);
    expect(isDarkColor('#fff')).toBe(false);
  });

  it('doubles the digits of a 3-digit colour and refuses anything but hex', () => {
    expect(isDarkColor('#777')).toBe(isDarkColor('#777777'));
    expect(isDarkColor('red')).toBeNull();
  });
});

describe('detectPlatform', () => {
  it('tells Android, iOS (including iPadOS posing as a Mac) and desktop apart', () => {
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('Android');
    expect(detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('iOS');
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('iOS');
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe('Desktop');
  });
});

describe('message interpolation', () => {
  it('fills named placeholders and leaves unknown ones as written', () => {
    expect(fillText('We sent a code to {destination} {x}', { destination: 'a@b.c' })).toBe(
      'We sent a code to a@b.c {x}',
    );
  });

  it('splits a template around non-text values', () => {
    const link = { tag: 'a' };
    expect(interpolateParts('By signing in, you agree to {terms}', { terms: link })).toEqual([
      'By signing in, you agree to ',
      link,
    ]);
  });
});
