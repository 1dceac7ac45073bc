import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../../contract/channels';
import { DEFAULT_THEME_COLOR } from '../../contract/constants';
import { CHANNEL_LABELS, channelColor } from '../../contract/widget';
import { ChannelIcon } from '../../widgets/icons/ChannelIcon';
import { ChannelLogo } from '../../widgets/icons/channelLogos';

/** Issue "Never a dead button": every spec §3 channel code has a name, a colour and a drawn logo. */
describe('channel names, colours and logos', () => {
  it.each(CHANNELS)('%s has a name that is not its code (unless the code is the name)', (channel) => {
    const label = CHANNEL_LABELS[channel];
    expect(label).toMatch(/\S/);
    if (label === channel) expect(['SMS', 'UPI']).toContain(channel);
  });

  it.each(CHANNELS)('%s has a colour of its own or the theme colour on purpose', (channel) => {
    expect(channelColor(channel)).toMatch(/^#[0-9a-f]{6}$/i);
    if (channel !== 'WHATSAPP' && channel !== 'OTAP')
      expect(channelColor(channel)).not.toBe(DEFAULT_THEME_COLOR);
  });

  it.each(CHANNELS)('%s has a drawn logo, eager or from the lazy chunk, and never a letter', (channel) => {
    const eager = renderToStaticMarkup(createElement(ChannelIcon, { channel }));
    const placeholder = eager.includes('opacity="0.25"');
    const logo = placeholder
      ? renderToStaticMarkup(createElement(ChannelLogo, { channel, size: 22 }))
      : eager;
    expect(logo).toMatch(/<(path|circle|rect)\b/);
    expect(logo).not.toContain('<text');
  });
});
