import {
  isSsoResultMessage,
  SSO_MODE_PARAM,
  SSO_POPUP,
  type SsoMode,
  type SsoResultMessage,
} from '../../contract/sso';
import { ssoWindowMode } from './ssoWindowMode';

/** How a popup sign-in ended: the callback page's message, or the popup went away without one. */
export type SsoPopupOutcome = { kind: 'message'; message: SsoResultMessage } | { kind: 'closed' };

export interface SsoWindow {
  mode: SsoMode;
  /**
   * Sends the window to the intent's start URL. Popup: resolves when the callback page reports
   * (from `hostOrigin` exactly, from this popup, for this sign-in) or the popup closes. Redirect:
   * the page leaves, and the sign-in comes back to the return URI with `?code=`.
   */
  go(input: { intent: string; asId: string; hostOrigin: string }): Promise<SsoPopupOutcome>;
  close(): void;
}

const CLOSED_CHECK_MS = 500;
const WINDOW_NAME = 'sesame-sso';

/**
 * Opens the window a provider sign-in happens in. Call it synchronously in the click handler,
 * before the intent call: browsers allow a popup only during the user's gesture, so an empty
 * one is opened now and sent to the start URL once the intent arrives. Falls back to the same
 * window on phones and in webviews (ssoWindowMode) and when the popup was blocked.
 */
export function openSsoWindow(options: { window?: Window; forceRedirect?: boolean } = {}): SsoWindow {
  const win = options.window ?? window;
  const preferred = options.forceRedirect
    ? 'redirect'
    : ssoWindowMode(win.navigator.userAgent, win.navigator.maxTouchPoints);
  const popup = preferred === 'popup' ? win.open('about:blank', WINDOW_NAME, features(win)) : null;
  if (!popup) return redirectWindow(win);

  let stop: () => void = () => {};
  return {
    mode: 'popup',
    go({ intent, asId, hostOrigin }) {
      popup.location.href = withMode(intent, 'popup');
      return new Promise<SsoPopupOutcome>((resolve) => {
        const onMessage = (event: MessageEvent) => {
          // docs/architecture.md §6: only the host's exact origin, only our popup, only this sign-in.
          if (event.origin !== hostOrigin || event.source !== popup) return;
          if (!isSsoResultMessage(event.data) || event.data.asId !== asId) return;
          finish({ kind: 'message', message: event.data });
        };
        const timer = win.setInterval(() => {
          if (popup.closed) finish({ kind: 'closed' });
        }, CLOSED_CHECK_MS);
        const finish = (outcome: SsoPopupOutcome) => {
          stop();
          resolve(outcome);
        };
        stop = () => {
          win.removeEventListener('message', onMessage);
          win.clearInterval(timer);
        };
        win.addEventListener('message', onMessage);
      });
    },
    close() {
      stop();
      if (!popup.closed) popup.close();
    },
  };
}

function redirectWindow(win: Window): SsoWindow {
  return {
    mode: 'redirect',
    go({ intent }) {
      win.location.assign(withMode(intent, 'redirect'));
      return new Promise<SsoPopupOutcome>(() => {});
    },
    close() {},
  };
}

function withMode(intent: string, mode: SsoMode): string {
  const url = new URL(intent);
  url.searchParams.set(SSO_MODE_PARAM, mode);
  return url.toString();
}

/** Centred over the page, the size every provider's consent screen fits in. */
function features(win: Window): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - SSO_POPUP.width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - SSO_POPUP.height) / 2));
  return `popup=yes,width=${SSO_POPUP.width},height=${SSO_POPUP.height},left=${left},top=${top}`;
}
