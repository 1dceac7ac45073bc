import r2wc from '@r2wc/react-to-web-component';
import { createElement } from 'react';
import { Announcement } from '../widgets/Announcement';
import { withBooleanAttributes } from './booleanAttributes';
import { EXPAND_EVENT, emit } from './events';
import { inSharedStore } from './inSharedStore';
import { SignedInGate } from './SignedInGate';

interface AuthAnnouncementProps {
  container?: HTMLElement;
  locale?: string;
  theme?: string;
  button?: boolean;
  inline?: boolean;
  usersignedin?: boolean;
}

function AuthAnnouncement({ container, locale, theme, button, inline, usersignedin }: AuthAnnouncementProps) {
  return inSharedStore(
    createElement(
      SignedInGate,
      {
        signedIn: usersignedin ?? false,
        kind: 'prompt',
      },
      createElement(Announcement, {
        locale,
        theme,
        showButton: button ?? false,
        inline: inline ?? false,
        onExpand: (detail) => emit(container, EXPAND_EVENT, detail),
      }),
    ),
  );
}

const ReactAnnouncementElement = withBooleanAttributes(
  r2wc(AuthAnnouncement, { shadow: 'open', props: { locale: 'string', theme: 'string' } }),
  { button: 'button', inline: 'inline', usersignedin: 'usersignedin' },
);

/**
 * The announcement bar (spec §2, 60 px): an emoji, a line that follows the sign-in state
 * ('Sign in to … in one tap', the next step, 'Welcome back, …'), the channel logos and an
 * optional 'Sign in' button. While it is on the page the `<auth-floater>` panel stays hidden;
 * clicking the bar expands the floater (they share one store) and the bar steps aside.
 *
 * @summary Announcement bar that opens the sign-in panel.
 * @tag auth-announcement
 *
 * @attr {string} locale - Language of the texts: one of the twenty of docs/languages.md (`en`, `id`, `pt`, `ar`…); default the browser's, else English.
 * @attr {'light' | 'dark'} theme - Forces the light or dark theme.
 * @attr {boolean} button - Shows the 'Sign in' button at the end of the bar.
 * @attr {boolean} inline - Sits where it is in the page instead of pinned to the top of the viewport.
 * @attr {boolean} usersignedin - The visitor is signed in: the bar is not shown (set or removed at any time). It also steps aside once a sign-in finishes on the page.
 *
 * @fires {CustomEvent<{ source: 'announcement' }>} auth-expand - The bar was clicked and the floater expanded.
 *
 * @csspart announcement - The bar (a button).
 * @csspart emoji - The emoji image.
 * @csspart line - The line of text.
 * @csspart logos - The channel logos.
 * @csspart button - The 'Sign in' button.
 *
 * @cssprop [--sesame-primary=#25d366] - Colour of the 'Sign in' button and the emoji's circle.
 * @cssprop [--sesame-on-primary=#0b1f10] - Text colour on the 'Sign in' button.
 * @cssprop [--sesame-bg=#ffffff] - Bar background (dark theme: #17191e).
 * @cssprop [--sesame-text=#1d2128] - Text colour (dark theme: #e9ebee).
 * @cssprop [--sesame-font=system-ui] - Font family.
 */
export class AuthAnnouncementElement extends ReactAnnouncementElement {
  /** Language of the texts (attribute `locale`). */
  declare locale: string | undefined;
  /** `light` or `dark` (attribute `theme`). */
  declare theme: string | undefined;
}

if (!customElements.get('auth-announcement'))
  customElements.define('auth-announcement', AuthAnnouncementElement);

declare global {
  interface HTMLElementTagNameMap {
    'auth-announcement': AuthAnnouncementElement;
  }
}
