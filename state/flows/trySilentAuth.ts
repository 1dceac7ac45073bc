import type { Channel } from '../../contract/channels';
import {
  SILENT_AUTH_TIMEOUT_NATIVE_MS,
  SILENT_AUTH_TIMEOUT_WEB_MS,
  STATUS_POLL_INTERVAL_MS,
} from '../../contract/constants';
import type { IntentResponse } from '../../contract/wire';
import type { ApiResult } from '../../services/api/ApiResult';
import type { ApiClient } from '../../services/api/apiClient';
import { detectPlatform } from '../../services/device/detectPlatform';

/** What trying silent network authentication for a typed number came to. */
export type SilentAuthTry =
  | { kind: 'signedIn'; code: string; asId: string }
  /** The host answered with the number's own channel (it sent a code): use that intent. */
  | { kind: 'intent'; result: ApiResult<IntentResponse> }
  /** Not tried, failed or timed out: ask for the number's own channel, without silent auth. */
  | { kind: 'fallback' };

export interface SilentAuthDeps {
  api: Pick<ApiClient, 'createIntent' | 'silentAuthPreCheck' | 'silentAuthStatus' | 'track'>;
  /**
   * Opens the operator's URL over mobile data (hidden window, or bridge call 42); returns a
   * closer, or null when the window was blocked.
   */
  open(url: string): (() => void) | null;
  /** In the native app the check gives up sooner (spec §9). */
  native: boolean;
  /** The browser's user agent and touch points: iOS gets no hidden window (spec §4). */
  userAgent: string;
  maxTouchPoints: number;
  /** The Network Information API's connection type, when the browser tells it. */
  connection: string | undefined;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * spec §4 "Headless flow" and §8, for a typed number: pre-check, then the intent with silent
 * auth; its link is opened over mobile data and the silent-auth status polled every 3 s until
 * SUCCESS (a code, verified as usual), FAILED, or 30 s (10 s in the app). On failure, timeout or
 * Wi-Fi the caller retries the intent without silent auth: the next channel (an SMS code). The
 * hidden window is used only outside iOS (spec §4), so a web page on iOS, or one whose window the
 * browser blocks, goes straight to that code.
 */
export async function trySilentAuth(
  deps: SilentAuthDeps,
  target: { channel: Channel; mobile: string },
): Promise<SilentAuthTry> {
  const { api } = deps;
  const sleep = deps.sleep ?? pause;
  const now = deps.now ?? Date.now;
  if (!api.silentAuthPreCheck || !api.silentAuthStatus) return { kind: 'fallback' };
  if (!deps.native && detectPlatform(deps.userAgent, deps.maxTouchPoints) === 'iOS')
    return { kind: 'fallback' };
  api.track?.('SILENT_AUTH_PRE_CHECK_INIT');
  const connection = deps.connection ? { connection: deps.connection } : {};
  const check = await api.silentAuthPreCheck({ mobile: target.mobile, ...connection });
  // spec §5: the pre-check always reports enabled in native mode.
  if (!deps.native && !(check.ok && check.data.silentAuthEnabled)) return { kind: 'fallback' };
  api.track?.('SILENT_AUTH_PRE_CHECK_SUCCESS');
  const result = await api.createIntent({ ...target, silentAuthEnabled: true });
  if (!result.ok) return { kind: 'fallback' };
  const link = result.data.snaIntent ?? result.data.intent;
  if (result.data.channel !== 'SILENT_AUTH' || !link) return { kind: 'intent', result };
  const { asId } = result.data;
  api.track?.('SILENT_AUTH_SESSION_URI_RECEIVED');
  const close = deps.open(link);
  if (!close) {
    api.track?.('SILENT_AUTH_SESSION_URI_FAILED');
    return { kind: 'fallback' };
  }
  const deadline = now() + (deps.native ? SILENT_AUTH_TIMEOUT_NATIVE_MS : SILENT_AUTH_TIMEOUT_WEB_MS);
  try {
    while (now() < deadline) {
      await sleep(Math.min(STATUS_POLL_INTERVAL_MS, Math.max(0, deadline - now())));
      api.track?.('SILENT_AUTH_SESSION_URI_POLLING');
      const status = await api.silentAuthStatus(asId);
      // spec §4: a failed poll is ignored.
      if (!status.ok) continue;
      if (status.data.status === 'SUCCESS' && status.data.code) {
        api.track?.('SILENT_AUTH_SESSION_URI_SUCCESS');
        return { kind: 'signedIn', code: status.data.code, asId };
      }
      if (status.data.status === 'FAILED') break;
    }
  } finally {
    close();
  }
  api.track?.(now() >= deadline ? 'SILENT_AUTH_SESSION_URI_TIMEOUT' : 'SILENT_AUTH_SESSION_URI_FAILED');
  return { kind: 'fallback' };
}
