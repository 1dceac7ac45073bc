import { createApiClient } from '../services/api/apiClient';
import { createNativeBridge } from '../services/bridges/native/NativeBridge';
import { nativeHeadlessBridge } from '../services/bridges/native/nativeHeadlessBridge';
import { runNativeHeadless } from '../services/headless/runNativeHeadless';
import { browserTimers } from '../services/headless/Timers';
import { pageStorage } from '../services/storage/memoryBackedStorage';

/**
 * The hosted page in headless mode inside the native app (docs/architecture.md §1, spec §4 "Native
 * headless request"; a lazy chunk of `/hosted.js`): the request comes by bridge call 20, every
 * response leaves by call 21, and a silent-auth link is handed to the app by call 42. Resolves
 * `onetap` when the page shows the one-tap view instead.
 */
export async function startNativeHeadless(options: {
  appId: string;
  /** The app asked for the one-tap view when it sends an empty request. */
  showIfEmpty: boolean;
  win?: Window & typeof globalThis;
}): Promise<'onetap' | 'headless'> {
  const win = options.win ?? (globalThis as Window & typeof globalThis);
  const outcome = await runNativeHeadless({
    appId: options.appId,
    bridge: nativeHeadlessBridge(createNativeBridge(win)),
    api: createApiClient({
      appId: options.appId,
      sdkPlatform: 'HEADLESS',
      isHeadless: true,
      storage: pageStorage(),
    }),
    timers: browserTimers,
    hostOrigin: win.location.origin,
    showIfEmpty: options.showIfEmpty,
  });
  return outcome === 'onetap' ? 'onetap' : 'headless';
}
