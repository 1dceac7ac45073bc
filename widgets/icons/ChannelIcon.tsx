import { isChannel } from '../../contract/channels';
import { channelColor } from '../../contract/widget';
import { Glyph } from './glyphs';
import { useChannelLogos } from './useChannelLogos';

/**
 * The logo of a sign-in channel, drawn inline so it shows without a network round trip and
 * stays crisp in both themes. The logos the first buttons usually show are drawn here; the rest
 * load in their own chunk (channelLogos.tsx).
 */
export function ChannelIcon({ channel, size = 22 }: { channel: string; size?: number }) {
  const common = { width: size, height: size, 'aria-hidden': true, focusable: false } as const;
  switch (channel) {
    case 'WHATSAPP':
      return (
        <svg {...common} viewBox="0 0 24 24">
          <path fill="#25d366" d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Z" />
          <path
            fill="#fff"
            d="M8.6 7.2c.2-.4.4-.4.7-.4h.5c.2 0 .4 0 .6.4l.8 1.9c.1.2.1.4 0 .6l-.4.6-.4.4c-.1.2-.2.3 0 .6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.4.3.1.5.1.6-.1l.8-1c.2-.2.4-.2.6-.1l1.8.9c.3.1.4.2.5.3 0 .2 0 .9-.3 1.6-.3.7-1.6 1.4-2.2 1.4-.6.1-1.2.2-3.9-.8-3.3-1.3-5.3-4.6-5.5-4.8-.1-.2-1.2-1.6-1.2-3.1s.8-2.2 1.1-2.5"
          />
        </svg>
      );
    case 'GMAIL':
      return (
        <svg {...common} viewBox="0 0 48 48">
          <path
            fill="#EA4335"
            d="M24 9.5c3.5 0 6.7 1.2 9.2 3.6l6.9-6.9C35.9 2.4 30.5 0 24 0 14.6 0 6.5 5.4 2.6 13.2l8 6.2C12.4 13.7 17.7 9.5 24 9.5Z"
          />
          <path
            fill="#4285F4"
            d="M47 24.6c0-1.6-.2-3.1-.4-4.6H24v9h12.9c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 7.2-10.4 7.2-17.6Z"
          />
          <path fill="#FBBC05" d="M10.5 28.6a14.6 14.6 0 0 1 0-9.2l-8-6.2a24 24 0 0 0 0 21.6l8-6.2Z" />
          <path
            fill="#34A853"
            d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-4.9 2.3-8.2 2.3-6.3 0-11.6-4.2-13.5-9.9l-8 6.2C6.5 42.6 14.6 48 24 48Z"
          />
        </svg>
      );
    case 'EMAIL_LOGIN':
    case 'MAGIC_LINK':
    case 'OTP':
    case 'OTP_LINK':
      return tinted(channel, <Glyph name="email" size={size} />);
    case 'MOBILE_LOGIN':
    case 'SMS':
      return tinted(channel, <Glyph name="phone" size={size} />);
    case 'WEB_AUTHN':
      // Drawn in the text colour: readable on both themes.
      return (
        <span className="logo-mono">
          <Glyph name="key" size={size} />
        </span>
      );
    default:
      return <LazyLogo channel={channel} size={size} />;
  }
}

/**
 * Every other channel's logo comes from a lazy chunk; until it arrives, an empty tile in the
 * channel's colour holds the place (never a letter or a code).
 */
function LazyLogo({ channel, size }: { channel: string; size: number }) {
  const logos = useChannelLogos();
  if (logos && isChannel(channel)) return <logos.ChannelLogo channel={channel} size={size} />;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect width="24" height="24" rx="5" fill={channelColor(channel)} opacity="0.25" />
    </svg>
  );
}

function tinted(channel: string, glyph: React.ReactNode, className = 'logo-tint') {
  return (
    <span className={className} style={{ color: channelColor(channel), display: 'inline-flex' }}>
      {glyph}
    </span>
  );
}
