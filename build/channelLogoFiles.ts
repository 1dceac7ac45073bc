import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { CHANNELS, type Channel } from '../contract/channels';
import { channelColor } from '../contract/widget';
import { ChannelIcon } from '../widgets/icons/ChannelIcon';
import { ChannelLogo } from '../widgets/icons/channelLogos';

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * A channel's logo as a stand-alone SVG file: the same drawing the widget shows. Pictograms
 * drawn in `currentColor` take the channel's colour.
 */
function channelLogoSvg(channel: Channel): string | undefined {
  const drawn =
    renderToStaticMarkup(createElement(ChannelLogo, { channel, size: 24 })) ||
    renderToStaticMarkup(createElement(ChannelIcon, { channel, size: 24 }));
  const svg = /<svg[\s\S]*<\/svg>/.exec(drawn)?.[0];
  return svg?.replace('<svg', `<svg xmlns="${SVG_NS}" color="${channelColor(channel)}"`);
}

/**
 * Writes `assets/channels/<channel>.svg` (the code in lower case: `whatsapp.svg`,
 * `email_login.svg`) for every channel: the `logo` of the merchant configuration and the
 * headless `logo_url` point there (spec §3, §7), and the host serves dist/ as it is.
 */
export function channelLogoFiles(): Plugin {
  return {
    name: 'sesame:channel-logos',
    apply: 'build',
    generateBundle() {
      for (const channel of CHANNELS) {
        const source = channelLogoSvg(channel);
        if (source)
          this.emitFile({ type: 'asset', fileName: `assets/channels/${channel.toLowerCase()}.svg`, source });
      }
    },
  };
}
