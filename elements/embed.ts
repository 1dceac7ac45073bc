/**
 * The embedding page's script (`/embed.js`): a merchant shows Sesame's hosted sign-in in an
 * iframe on its own page and hears the result as the elements' `auth-signin` event.
 *
 *   import { mountSesameFrame } from 'https://SESAME_HOST/embed.js';
 *   const frame = mountSesameFrame(document.querySelector('#signin'), { appId: 'APP' });
 *
 * The page's origin must be one of the app's registered origins: the host frames its pages only
 * for those (`frame-ancestors`) and the frame talks to no one else.
 */

import { toExactOrigin } from '../contract/ExactOrigin';
import {
  type FrameMessage,
  type FrameMessageOf,
  type FramePayloads,
  type FrameSession,
  frameMessage,
} from '../contract/frameMessages';
import {
  FRAME_INIT_TIMEOUT_MS,
  FRAME_REPLY_TIMEOUT_MS,
  HOSTED_PATHS,
  PARENT_ORIGIN_PARAM,
} from '../contract/hostedPages';
import { createSesameFramePort } from '../services/bridges/parentFrame/createSesameFramePort';
import { safeExternalUrl } from '../services/hosted/openLinksInTop';
import { SIGN_IN_EVENT } from './events';
import { FRAME_FORWARDED_EVENTS } from './frameEventBridge';

export interface SesameFrameOptions {
  appId: string;
  /** The Sesame host; by default the origin this script was loaded from. */
  host?: string;
  /** `auth` (default) or `loginPage`. */
  page?: 'auth' | 'loginPage';
  /** More URL parameters for the hosted page (spec §2), e.g. `{ locale: 'pt' }`. */
  params?: Record<string, string>;
  /** How long to wait for the frame to start before reporting IFRAME_FAILED (ms). */
  initTimeoutMs?: number;
}

export type SessionVerification = FramePayloads['SESSION_VERIFICATION'] & { success: boolean };

export interface SesameFrame {
  readonly iframe: HTMLIFrameElement;
  /** spec §4 "Session verification": checked by the frame, refreshed when needed. */
  verifySession(session: FrameSession): Promise<SessionVerification>;
  /** Ends the session on the host (LOGOUT_SESSION). */
  logoutSession(session: Partial<FrameSession> & { sessionId: string }): Promise<boolean>;
  /** Signs the visitor out: the session (if given) on the host and what the frame remembers. */
  logout(session?: Partial<FrameSession>): Promise<boolean>;
  /** Reloads the hosted page (RELOAD_SDK), e.g. after the merchant signed the visitor out itself. */
  reload(): void;
  /** Removes the iframe and stops listening. */
  destroy(): void;
}

type ReplyType = 'SESSION_VERIFICATION' | 'LOGOUT_SESSION' | 'LOGOUT' | 'PRIVATE_LOGOUT';

/** Creates the Sesame iframe in `container` and connects it (spec §7 frame messages). */
export function mountSesameFrame(container: HTMLElement, options: SesameFrameOptions): SesameFrame {
  const frameOrigin = toExactOrigin(new URL(options.host ?? import.meta.url).origin);
  const parentOrigin = toExactOrigin(location.origin);
  if (!frameOrigin) throw new TypeError('mountSesameFrame: host must be an http(s) origin');
  if (!parentOrigin) throw new TypeError('mountSesameFrame: the page must have an http(s) origin');

  const src = new URL(
    options.page === 'loginPage' ? HOSTED_PATHS.loginPage : HOSTED_PATHS.authFlow,
    frameOrigin,
  );
  for (const [name, value] of Object.entries(options.params ?? {})) src.searchParams.set(name, value);
  src.searchParams.set('appId', options.appId);
  src.searchParams.set(PARENT_ORIGIN_PARAM, parentOrigin);

  const iframe = document.createElement('iframe');
  iframe.title = 'Sign in';
  iframe.setAttribute('allow', 'publickey-credentials-get; publickey-credentials-create; clipboard-write');
  iframe.style.cssText = 'display:block;width:100%;border:0;height:0;';
  const port = createSesameFramePort({ iframe, frameOrigin });

  let ready = false;
  // spec §7 analytics IFRAME_FAILED: the frame did not load, or never said INITIALIZE in time.
  let failed = false;
  const frameFailed = (reason: 'error' | 'timeout') => {
    if (ready || failed) return;
    failed = true;
    void import('../services/api/apiClient')
      .then((m) =>
        m
          .createApiClient({ appId: options.appId, baseUrl: frameOrigin })
          .track?.('IFRAME_FAILED', { reason }),
      )
      .catch(() => undefined);
  };
  iframe.addEventListener('error', () => frameFailed('error'));
  const initTimer = setTimeout(() => frameFailed('timeout'), options.initTimeoutMs ?? FRAME_INIT_TIMEOUT_MS);
  const queue: FrameMessage[] = [];
  const pending = new Map<string, (message: FrameMessage | null) => void>();
  let counter = 0;

  const send = (message: FrameMessage) => (ready ? port.send(message) : queue.push(message));
  const off = port.onMessage((message) => {
    switch (message.type) {
      case 'INITIALIZE':
        ready = true;
        clearTimeout(initTimer);
        for (const queued of queue.splice(0)) port.send(queued);
        return;
      case 'MANAGE_DIMENSIONS':
        iframe.style.height = `${message.payload.height}px`;
        if (message.payload.width !== undefined) iframe.style.width = `${message.payload.width}px`;
        return;
      case 'EXTERNAL_URL': {
        const url = safeExternalUrl(message.payload.url);
        if (url) (window.top ?? window).location.assign(url);
        return;
      }
      case 'SESAME_USER': {
        const { token, user, code, session } = message.payload;
        const detail = { token, user, ...(code ? { code } : {}), ...(session ? { session } : {}) };
        container.dispatchEvent(new CustomEvent(SIGN_IN_EVENT, { detail, bubbles: true, composed: true }));
        return;
      }
      case 'EVENT': {
        // The framed element's events, re-dispatched on the container as the element would.
        const { name, params } = message.payload;
        if (!FRAME_FORWARDED_EVENTS.includes(name)) return;
        container.dispatchEvent(
          new CustomEvent(name, { detail: params ?? {}, bubbles: true, composed: true }),
        );
        return;
      }
      default: {
        const id = 'id' in message.payload ? message.payload.id : undefined;
        if (typeof id === 'string' && 'success' in message.payload) pending.get(id)?.(message);
      }
    }
  });

  function request<T extends ReplyType>(
    type: T,
    payload: FramePayloads[T],
  ): Promise<FrameMessageOf<T> | null> {
    counter += 1;
    const id = `${Date.now().toString(36)}-${counter}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(null), FRAME_REPLY_TIMEOUT_MS);
      function finish(answer: FrameMessage | null) {
        clearTimeout(timer);
        pending.delete(id);
        resolve(answer && answer.type === type ? (answer as FrameMessageOf<T>) : null);
      }
      pending.set(id, finish);
      send(frameMessage(type, { ...payload, id }) as FrameMessage);
    });
  }

  iframe.src = src.href;
  container.append(iframe);

  return {
    iframe,
    async verifySession(session) {
      const answer = await request('SESSION_VERIFICATION', { ...session });
      return answer ? { ...answer.payload, success: answer.payload.success === true } : { success: false };
    },
    async logoutSession(session) {
      return (await request('LOGOUT_SESSION', { ...session }))?.payload.success === true;
    },
    async logout(session) {
      return (await request('LOGOUT', { ...(session ?? {}) }))?.payload.success === true;
    },
    reload() {
      send(frameMessage('RELOAD_SDK', {}));
    },
    destroy() {
      clearTimeout(initTimer);
      off();
      port.close();
      for (const finish of [...pending.values()]) finish(null);
      iframe.remove();
    },
  };
}
