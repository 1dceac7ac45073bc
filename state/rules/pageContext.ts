import { isNativeWebview } from '../../services/bridges/native/nativeContext';
import type { LaunchParams } from './launchParams';

/** docs/architecture.md §1: the four runtime contexts. */
export type RuntimeContext = 'direct' | 'hosted' | 'native' | 'headless';

export interface PageContextInput {
  /** The page's path (`location.pathname`). */
  pathname: string;
  params: Pick<LaunchParams, 'isHeadless' | 'raw'>;
  /** `window.self !== window.top` (a cross-origin top counts as framed). */
  inIframe: boolean;
  userAgent: string;
  /** The page is one of the provider host's hosted pages (not a merchant's page). */
  onProviderHost: boolean;
}

export interface PageContext {
  context: RuntimeContext;
  /** spec §2: the auth flow unless the last path segment names loginPage.html or index.html. */
  isAuthFlow: boolean;
  /** spec §2: loginPage.html / index.html, or inside an iframe unless `lt=w` or headless. */
  isLoginPage: boolean;
  inIframe: boolean;
  /** spec §6 host kind: a web page hears frame messages, a native app its bridge. */
  host: 'web' | 'native';
}

const LOGIN_PAGE_NAMES = ['loginPage.html', 'index.html'];

/**
 * The one decision of docs/architecture.md §1: which context this page runs in. Everything else asks
 * it (spec §2 page type, §6 contexts). Headless wins over native: a native app can drive the
 * headless page too, and then its answers leave through the bridge (`host: 'native'`).
 */
export function pageContext(input: PageContextInput): PageContext {
  // spec §2: "Page type is judged from the last path segment."
  const segments = input.pathname.split('/').filter(Boolean);
  const last = segments[segments.length - 1] ?? '';
  const namesLoginPage = LOGIN_PAGE_NAMES.some((name) => last.includes(name));
  const headless = input.params.isHeadless;
  const native = isNativeWebview({
    userAgent: input.userAgent,
    sdkPlatform: input.params.raw.sdkPlatform ?? null,
  });
  const isLoginPage = namesLoginPage || (input.inIframe && input.params.raw.lt !== 'w' && !headless);
  const base = { isAuthFlow: !namesLoginPage, isLoginPage, inIframe: input.inIframe };
  const host = native ? 'native' : 'web';
  if (!input.onProviderHost) return { ...base, context: 'direct', host: 'web' };
  if (headless) return { ...base, context: 'headless', host };
  if (native) return { ...base, context: 'native', host };
  return { ...base, context: 'hosted', host };
}
