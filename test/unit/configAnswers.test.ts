import { describe, expect, it, vi } from 'vitest';
import type { MerchantConfigResponse } from '../../contract/wire';
import type { App } from '../../server/apps/App';
import { ConfigAnswers } from '../../server/apps/ConfigAnswers';
import type { ChannelFlags } from '../../server/channels/RunnableChannels';

const app = (name: string) => ({ id: 'shop', name }) as App;
const config = (label: string) => ({ mid: label }) as MerchantConfigResponse;

describe('ConfigAnswers', () => {
  it('serializes each variant once, and each variant its own answer', () => {
    const answers = new ConfigAnswers();
    const shop = app('Shop');
    const all: ChannelFlags = [[true, true]];
    const withoutOneTap: ChannelFlags = [[true, false]];
    const build = vi.fn((label: string) => config(label));
    const ask = (
      channels: ChannelFlags,
      hasPasskey: boolean | undefined,
      knownDevice: boolean,
      label: string,
    ) => answers.json(shop, { channels, hasPasskey, knownDevice }, () => build(label));

    expect(ask(all, undefined, false, 'a')).toBe('{"mid":"a"}');
    expect(ask(all, undefined, false, 'again')).toBe('{"mid":"a"}');
    expect(build).toHaveBeenCalledTimes(1);

    // Every fact and every set of flags is a variant of its own.
    const variants: [ChannelFlags, boolean | undefined, boolean][] = [
      [all, undefined, true],
      [all, true, false],
      [all, true, true],
      [all, false, false],
      [all, false, true],
      [withoutOneTap, undefined, false],
    ];
    for (const [i, [channels, hasPasskey, knownDevice]] of variants.entries())
      expect(ask(channels, hasPasskey, knownDevice, `v${i}`)).toBe(`{"mid":"v${i}"}`);
    for (const [i, [channels, hasPasskey, knownDevice]] of variants.entries())
      expect(ask(channels, hasPasskey, knownDevice, 'stale')).toBe(`{"mid":"v${i}"}`);
    expect(build).toHaveBeenCalledTimes(1 + variants.length);
  });

  it('builds afresh for a changed app, which the app store hands out as a new object', () => {
    const answers = new ConfigAnswers();
    const channels: ChannelFlags = [[true]];
    const variant = { channels, hasPasskey: undefined, knownDevice: false };
    expect(answers.json(app('Shop'), variant, () => config('old'))).toBe('{"mid":"old"}');
    expect(answers.json(app('Shop'), variant, () => config('new'))).toBe('{"mid":"new"}');
  });
});
