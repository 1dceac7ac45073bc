import { channelColor } from '../../services/contract/widget';
import { isDarkColor } from '../../state/isDarkColor';
import { Glyph } from './glyphs';

/**
 * The logo of a sign-in channel, drawn inline so it shows without a network round trip and
 * stays crisp in both themes. Channels without a drawn logo get their initial on their colour.
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
    case 'APPLE_EMAIL':
      return (
        <svg {...common} viewBox="0 0 24 24" className="logo-mono">
          <path
            fill="currentColor"
            d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.4.8c1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.7-1-2.7-4.1ZM13.9 5c.7-.9 1.2-2 1-3.2-1 0-2.3.7-3 1.5-.7.8-1.2 2-1.1 3.1 1.2.1 2.3-.6 3.1-1.4Z"
          />
        </svg>
      );
    case 'MICROSOFT_SSO':
      return (
        <svg {...common} viewBox="0 0 24 24">
          <path fill="#f25022" d="M2 2h9.5v9.5H2z" />
          <path fill="#7fba00" d="M12.5 2H22v9.5h-9.5z" />
          <path fill="#00a4ef" d="M2 12.5h9.5V22H2z" />
          <path fill="#ffb900" d="M12.5 12.5H22V22h-9.5z" />
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
      return <Monogram channel={channel} size={size} />;
  }
}

function tinted(channel: string, glyph: React.ReactNode, className = 'logo-tint') {
  return (
    <span className={className} style={{ color: channelColor(channel), display: 'inline-flex' }}>
      {glyph}
    </span>
  );
}

const INITIALS: Record<string, string> = {
  LINKEDIN_SSO: 'in',
  FACEBOOK_SSO: 'f',
  TWITTER: 'X',
  GITHUB_SSO: 'GH',
  GITLAB_SSO: 'GL',
  SLACK_SSO: 'S',
  DISCORD_SSO: 'D',
  UPI: 'UPI',
};

function Monogram({ channel, size }: { channel: string; size: number }) {
  const label = INITIALS[channel] ?? channel.slice(0, 1);
  const fontSize = label.length > 2 ? size * 0.34 : label.length > 1 ? size * 0.42 : size * 0.56;
  const color = channelColor(channel);
  // Near-black brands (GitHub, X) take the text colour, so they stay visible on the dark theme.
  const mono = isNearBlack(color);
  return (
    <svg
      className={mono ? 'logo-mono' : undefined}
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect width={size} height={size} rx={size * 0.22} fill={mono ? 'currentColor' : color} />
      <text
        x="50%"
        y="50%"
        dominantBaseline="central"
        textAnchor="middle"
        fill={mono ? 'var(--_bg)' : '#fff'}
        fontSize={fontSize}
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {label}
      </text>
    </svg>
  );
}

function isNearBlack(color: string): boolean {
  const hex = color.replace('#', '');
  if (hex.length !== 6 || !isDarkColor(color)) return false;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return (r ?? 0) + (g ?? 0) + (b ?? 0) < 3 * 64;
}
