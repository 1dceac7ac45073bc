import { HIDDEN_WINDOW_SIZE_PX } from '../../contract/constants';
import { frameMessage } from '../../contract/frameMessages';
import { UID_KEY } from '../../contract/storageKeys';
import type { FramePort } from '../../services/bridges/FramePort';
import type { KeyValueStorage } from '../../services/storage/keyValueStorage';
import type { IntentRoute } from '../rules/intentRoute';
import { parseSilentAuthMessage } from '../rules/silentAuthMessage';

/** The clock every delay goes through (tests pass fake timers). */
export interface IntentTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The parts of the page the intent effects touch. */
export interface IntentEnv {
  win: Pick<Window, 'open' | 'addEventListener' | 'removeEventListener'> & {
    location: Pick<Location, 'assign'>;
    history: Pick<History, 'back'>;
  };
  storage: KeyValueStorage;
  timers?: IntentTimers;
  /** The parent frame, when the page is in one (services/bridges/FramePort). */
  port?: FramePort | undefined;
  /** The native app's link handler (spec §7 call 7). */
  openInApp?: ((url: string) => void) | undefined;
}

/** What the silent-auth window settled with (spec §4: the uid, or a redirect). */
export interface SilentAuthResult {
  uid: string | null;
  redirectUri: string | null;
}

const pageTimers: IntentTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** spec §9: 10x10 px, off-screen. */
export const HIDDEN_WINDOW_FEATURES = `popup,width=${HIDDEN_WINDOW_SIZE_PX},height=${HIDDEN_WINDOW_SIZE_PX},left=-10000,top=-10000`;

/**
 * Carries out one intent route (state/rules/intentRoute). Resolves with the silent-auth result for the
 * silent-auth window, null otherwise; `cancel` stops any pending history-back or window listener.
 */
export function runIntentRoute(
  route: IntentRoute,
  env: IntentEnv,
): { done: Promise<SilentAuthResult | null>; cancel(): void } {
  const timers = env.timers ?? pageTimers;
  const cleanups: (() => void)[] = [];
  const cancel = () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  switch (route.kind) {
    case 'postToParent':
      // spec §4: in an iframe the parent opens the intent (it is not sandboxed, webviews follow it).
      return done(null, cancel, () => env.port?.send(frameMessage('EXTERNAL_URL', { url: route.url })));
    case 'nativeApp':
      return done(null, cancel, () => env.openInApp?.(route.url));
    case 'newTab':
      return done(null, cancel, () => void env.win.open(route.url, '_blank', 'noopener'));
    case 'hiddenWindow':
      return done(null, cancel, () => void env.win.open(route.url, '_blank', HIDDEN_WINDOW_FEATURES));
    case 'sameWindow': {
      env.win.location.assign(route.url);
      // spec §4: a deeplink leaves the page where it was; history goes back after the delay.
      const handle = timers.setTimeout(() => env.win.history.back(), route.historyBackMs);
      cleanups.push(() => timers.clearTimeout(handle));
      return { done: Promise.resolve(null), cancel };
    }
    case 'silentAuthWindow':
      return { done: silentAuthWindow(route.url, env, cleanups), cancel };
    case 'none':
      return { done: Promise.resolve(null), cancel };
  }
}

function done(value: null, cancel: () => void, effect: () => void) {
  effect();
  return { done: Promise.resolve(value), cancel };
}

/**
 * spec §4: the hidden silent-auth window and its three messages: the key identity (the uid is
 * stored, the flow resolves with it or the redirect), close, and the silent-auth URI (the
 * window goes on to it). Only messages from that window count.
 */
function silentAuthWindow(
  url: string,
  env: IntentEnv,
  cleanups: (() => void)[],
): Promise<SilentAuthResult | null> {
  const hidden = env.win.open(url, '_blank', HIDDEN_WINDOW_FEATURES);
  if (!hidden) return Promise.resolve(null);
  return new Promise((resolve) => {
    const finish = (result: SilentAuthResult | null) => {
      resolve(result);
      for (const cleanup of cleanups.splice(0)) cleanup();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== hidden) return;
      const message = parseSilentAuthMessage(event.data);
      if (!message) return;
      if (message.kind === 'silentAuthUri') return hidden.location.assign(message.uri);
      hidden.close();
      if (message.kind === 'close') return finish(null);
      if (message.uid) env.storage.set(UID_KEY, message.uid);
      finish({ uid: message.uid, redirectUri: message.redirectUri });
    };
    env.win.addEventListener('message', onMessage as EventListener);
    cleanups.push(() => env.win.removeEventListener('message', onMessage as EventListener));
    cleanups.push(() => resolve(null));
  });
}
