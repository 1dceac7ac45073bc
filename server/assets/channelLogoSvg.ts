import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Channel } from '../../contract/channels';
import { channelColor } from '../../contract/widget';
import { ChannelIcon } from '../../widgets/icons/ChannelIcon';
import { ChannelLogo } from '../../widgets/icons/channelLogos';

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * A channel's logo as a stand-alone SVG file: the same drawing the widget shows, for the
 * `logo` of the merchant configuration and the headless `logo_url` (spec §3, §7). Pictograms
 * drawn in `currentColor` take the channel's colour.
 */
export function channelLogoSvg(channel: Channel): string | undefined {
  const drawn =
    renderToStaticMarkup(createElement(ChannelLogo, { channel, size: 24 })) ||
    renderToStaticMarkup(createElement(ChannelIcon, { channel, size: 24 }));
  const svg = /<svg[\s\S]*<\/svg>/.exec(drawn)?.[0];
  if (!svg) return undefined;
  return svg.replace('<svg', `<svg xmlns="${SVG_NS}" color="${channelColor(channel)}"`);
}
