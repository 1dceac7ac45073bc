import type { ReactNode } from 'react';
import type { Channel } from '../../contract/channels';
import { channelColor } from '../../contract/widget';

/**
 * The logos of the channels the first two buttons rarely show, drawn on a 24-unit grid. This
 * module is its own lazy chunk (useChannelLogos): the eager bundle has no room for them.
 * Brands are drawn as simplified marks on their colour; Sesame's own channels as pictograms.
 */
const WHITE = { fill: '#fff' } as const;
const LINE = {
  fill: 'none',
  stroke: '#fff',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A rounded tile in the channel's colour with a white mark on it. */
const tile = (mark: ReactNode) => (channel: Channel) => (
  <>
    <rect width="24" height="24" rx="5" fill={channelColor(channel)} />
    {mark}
  </>
);

const marks: Record<string, (channel: Channel) => ReactNode> = {
  APPLE_EMAIL: () => (
    <path
      fill="currentColor"
      d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.4.8c1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.7-1-2.7-4.1ZM13.9 5c.7-.9 1.2-2 1-3.2-1 0-2.3.7-3 1.5-.7.8-1.2 2-1.1 3.1 1.2.1 2.3-.6 3.1-1.4Z"
    />
  ),
  MICROSOFT_SSO: () => (
    <>
      <path fill="#f25022" d="M2 2h9.5v9.5H2z" />
      <path fill="#7fba00" d="M12.5 2H22v9.5h-9.5z" />
      <path fill="#00a4ef" d="M2 12.5h9.5V22H2z" />
      <path fill="#ffb900" d="M12.5 12.5H22V22h-9.5z" />
    </>
  ),
  LINKEDIN_SSO: tile(
    <>
      <circle cx="7" cy="6.8" r="1.6" {...WHITE} />
      <path
        {...WHITE}
        d="M5.6 9.6h2.8V19H5.6zM10.4 9.6h2.7v1.3c.5-.9 1.6-1.5 3-1.5 2.5 0 3.3 1.5 3.3 4V19h-2.8v-5c0-1.2-.3-2-1.4-2-1.2 0-2 .8-2 2.2V19h-2.8z"
      />
    </>,
  ),
  FACEBOOK_SSO: tile(
    <path
      {...WHITE}
      d="M13.2 24v-9h3l.5-3.6h-3.5V9.2c0-1 .3-1.7 1.8-1.7h1.8V4.3c-.3 0-1.4-.1-2.7-.1-2.7 0-4.4 1.6-4.4 4.6v2.6h-3V15h3v9z"
    />,
  ),
  TWITTER: tile(<path {...LINE} d="M6 6l12 12M18 6L6 18" />),
  GITHUB_SSO: tile(
    <path
      {...WHITE}
      d="M12 4a8 8 0 0 0-2.5 15.6c.4 0 .5-.2.5-.4v-1.5c-2.2.5-2.7-1-2.7-1-.4-.9-.9-1.2-.9-1.2-.7-.5.1-.5.1-.5.8.1 1.2.8 1.2.8.7 1.2 1.9.9 2.3.7.1-.5.3-.9.5-1.1-1.8-.2-3.6-.9-3.6-4 0-.9.3-1.6.8-2.1 0-.2-.4-1 .1-2.1 0 0 .7-.2 2.2.8a7.6 7.6 0 0 1 4 0c1.5-1 2.2-.8 2.2-.8.5 1.1.2 1.9.1 2.1.5.5.8 1.2.8 2.1 0 3.1-1.9 3.8-3.6 4 .3.3.6.8.6 1.5v2.2c0 .2.1.5.6.4A8 8 0 0 0 12 4Z"
    />,
  ),
  GITLAB_SSO: () => (
    <>
      <path fill="#e24329" d="M12 21.5 16 9H8z" />
      <path fill="#fc6d26" d="M12 21.5 8 9H2.7zM12 21.5 16 9h5.3z" />
      <path
        fill="#fca326"
        d="M2.7 9 1.5 12.7c-.1.3 0 .7.3.9L12 21.5zM21.3 9l1.2 3.7c.1.3 0 .7-.3.9L12 21.5z"
      />
      <path fill="#e24329" d="M2.7 9H8L5.7 2c-.1-.4-.6-.4-.7 0zM21.3 9H16l2.3-7c.1-.4.6-.4.7 0z" />
    </>
  ),
  SLACK_SSO: () => (
    <>
      <rect x="9" y="2" width="3.4" height="9" rx="1.7" fill="#36c5f0" />
      <rect x="2" y="11.6" width="9" height="3.4" rx="1.7" fill="#e01e5a" />
      <rect x="11.6" y="13" width="3.4" height="9" rx="1.7" fill="#ecb22e" />
      <rect x="13" y="9" width="9" height="3.4" rx="1.7" fill="#2eb67d" />
    </>
  ),
  DISCORD_SSO: tile(
    <path
      {...WHITE}
      d="M17.3 7.1A12 12 0 0 0 14.4 6l-.4.8a11 11 0 0 0-4 0L9.6 6a12 12 0 0 0-2.9 1.1C4.9 9.8 4.4 12.5 4.6 15.1a12 12 0 0 0 3.6 1.8l.8-1.2-1.2-.6.3-.2a8.5 8.5 0 0 0 7.8 0l.3.2-1.2.6.8 1.2a12 12 0 0 0 3.6-1.8c.3-3-.5-5.7-2.1-8ZM9.7 13.6c-.7 0-1.3-.7-1.3-1.5s.6-1.5 1.3-1.5 1.3.7 1.3 1.5-.6 1.5-1.3 1.5Zm4.6 0c-.7 0-1.3-.7-1.3-1.5s.6-1.5 1.3-1.5 1.3.7 1.3 1.5-.6 1.5-1.3 1.5Z"
    />,
  ),
  LINE_SSO: tile(
    <path
      {...WHITE}
      d="M12 4.5c-4.7 0-8.5 3-8.5 6.8 0 3.4 3 6.2 7.1 6.7.6.1.5.6.4 1.6 0 .4-.3 1.5 1.3.8 1.6-.7 8.2-4.8 8.2-9.1 0-3.8-3.8-6.8-8.5-6.8Z"
    />,
  ),
  LINEAR_SSO: tile(
    <path {...LINE} d="M5.5 13.5l5 5M5 10.5l8.5 8.5M6.5 7.5l10 10M9.2 5.4A7 7 0 1 1 5.4 9.2" />,
  ),
  NOTION_SSO: () => (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" fill="#fff" stroke="currentColor" strokeWidth="1.8" />
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M8.5 17V7.5L15.5 17V7"
      />
    </>
  ),
  TWITCH_SSO: tile(
    <>
      <path {...WHITE} d="M6 4.5 4.5 7.5v11h4V21l2.5-2.5h3l5-5v-9zm11.5 8.2-2.5 2.5h-3l-2 2v-2H7V6h10.5z" />
      <path {...WHITE} d="M13.5 8.5H15v4h-1.5zM10 8.5h1.5v4H10z" />
    </>,
  ),
  BITBUCKET_SSO: tile(<path {...WHITE} d="M4.5 5h15l-2.2 14h-10.6zm5.3 9.2h4.4l.6-4.4H9.2z" />),
  ATLASSIAN_SSO: tile(
    <path
      {...WHITE}
      d="M8.4 11.5c-.3-.4-.8-.3-1 .1L4 18.4c-.2.4.1.8.5.8h4.8c.3 0 .5-.2.6-.4 1-2.2.4-5.5-1.5-7.3ZM11.9 4.6a10.5 10.5 0 0 0-.6 10.4l2.3 4.6c.1.2.3.4.6.4h4.8c.4 0 .7-.4.5-.8L12.9 4.6c-.2-.4-.8-.4-1 0Z"
    />,
  ),
  UPI: () => (
    <>
      <path fill="#ff7909" d="M6 3.5 13.5 12 6 20.5z" />
      <path fill="#097939" d="M11 3.5 18.5 12 11 20.5z" />
    </>
  ),
  TRUE_CALLER_SSO: tile(
    <path
      {...WHITE}
      d="M8.6 5.5c.4 0 .7.2.8.6l.9 2.4c.1.3 0 .7-.2.9l-1.2 1.2a9 9 0 0 0 4.5 4.5l1.2-1.2c.2-.2.6-.3.9-.2l2.4.9c.4.1.6.4.6.8v2.4c0 .6-.5 1.1-1.1 1.1A12.6 12.6 0 0 1 5.1 6.6c0-.6.5-1.1 1.1-1.1z"
    />,
  ),
  SILENT_AUTH: tile(<path {...LINE} d="M6 18v-2M10 18v-5M14 18v-8M18 18V6" />),
  DEVICE: tile(<path {...LINE} d="M6 6.5h12v8H6zM4 18h16M10 10.5l1.5 1.5 3-3" />),
  OTAP: tile(
    <path {...LINE} d="M12 4.5a7.5 7.5 0 0 0-6.5 11.2L4.5 19.5l3.9-1a7.5 7.5 0 1 0 3.6-14ZM9 12l2 2 4-4" />,
  ),
  VOICE_APPROVAL: tile(
    <path
      {...LINE}
      d="M7.5 5h2.5l1.2 3-1.7 1.2a7 7 0 0 0 3.3 3.3L14 10.8l3 1.2v2.5c0 .8-.7 1.5-1.5 1.5A10 10 0 0 1 6 6.5C6 5.7 6.7 5 7.5 5ZM15.5 4.5a4.5 4.5 0 0 1 4 4M15 7.5a1.8 1.8 0 0 1 1.5 1.5"
    />,
  ),
  ONETAP: tile(
    <>
      <circle cx="12" cy="12" r="2.5" {...WHITE} />
      <circle cx="12" cy="12" r="6.5" {...LINE} />
    </>,
  ),
};

/** Near-black brands take the text colour, so they stay visible on the dark theme. */
const MONO: ReadonlySet<string> = new Set(['APPLE_EMAIL', 'NOTION_SSO']);

export function ChannelLogo({ channel, size }: { channel: Channel; size: number }) {
  const mark = marks[channel];
  if (!mark) return null;
  return (
    <svg
      className={MONO.has(channel) ? 'logo-mono' : undefined}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {mark(channel)}
    </svg>
  );
}
