import { scriptOrigin } from '../../services/api/scriptOrigin';
import { currentNativeContext } from '../../services/bridges/native/nativeContext';
import { isInIframe } from '../../services/device/isInIframe';

/** What the sign-in controller reads from and does to the page it runs in. */
export interface ControllerEnvironment {
  now(): number;
  userAgent(): string;
  /** The page's address; absent outside a page. `replace` changes it without a navigation. */
  location(): { href: string; replace(url: string): void; assign(url: string): void } | undefined;
  inIframe(): boolean;
  /** The page runs in the SDK webview (spec §6). */
  sdkWebview(): boolean;
  /** The provider host's origin. */
  hostOrigin(): string;
}

/** The controller's environment in a browser page. */
export const browserEnvironment: ControllerEnvironment = {
  now: () => Date.now(),
  userAgent: () => globalThis.navigator?.userAgent ?? '',
  location: () =>
    globalThis.location
      ? {
          href: location.href,
          replace: (url) => history.replaceState(history.state, '', url),
          assign: (url) => location.assign(url),
        }
      : undefined,
  inIframe: () => isInIframe(),
  sdkWebview: () => currentNativeContext() === 'sdkWebview',
  hostOrigin: scriptOrigin,
};
