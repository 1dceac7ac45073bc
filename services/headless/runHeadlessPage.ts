import { frameMessage, isFrameMessageOf } from '../../contract/frameMessages';
import { createApiClient } from '../api/apiClient';
import type { FramePort } from '../bridges/FramePort';
import { memoryBackedStorage } from '../storage/memoryBackedStorage';
import { createHeadlessHandler } from './createHeadlessHandler';
import type { HeadlessApi } from './HeadlessDeps';
import { readHeadlessRequest } from './readHeadlessRequest';
import { browserTimers, type Timers } from './Timers';

/** spec §4 silent auth on the web: the session link is requested from this device, its answer unread. */
const fetchSilentAuthLink = (url: string) => {
  fetch(url, { mode: 'no-cors', credentials: 'omit' }).catch(() => undefined);
};

/**
 * The hosted page in headless mode (docs/architecture.md §1, §5): no UI; it answers the parent's
 * HEADLESS_REQUEST messages with HEADLESS_RESPONSE (same id), pushes follow-ups (VERIFY, ONETAP,
 * a retried INITIATE) without an id, and says HEADLESS_READY once it listens. The port only
 * delivers messages from the parent window at a registered origin and posts to that origin.
 * Returns the function that stops it.
 */
export function runHeadlessPage(options: {
  appId: string | null | undefined;
  port: FramePort;
  api?: HeadlessApi;
  timers?: Timers;
}): () => void {
  const { port } = options;
  const appId = options.appId ?? undefined;
  const api =
    options.api ??
    createApiClient({
      appId: appId ?? '',
      sdkPlatform: 'HEADLESS',
      isHeadless: true,
      // A hidden third-party frame may have no storage: the state must still last the page.
      storage: memoryBackedStorage(),
    });
  const handler = createHeadlessHandler({
    appId,
    api,
    timers: options.timers ?? browserTimers,
    hostOrigin: globalThis.location?.origin ?? '',
    push: (response) => port.send(frameMessage('HEADLESS_RESPONSE', { response })),
    handOffSilentAuthLink: fetchSilentAuthLink,
  });
  const unsubscribe = port.onMessage((message) => {
    if (!isFrameMessageOf(message, 'HEADLESS_REQUEST')) return;
    const { id } = message.payload;
    const request = readHeadlessRequest(message.payload.request);
    void handler.handle(request, (response) =>
      port.send(frameMessage('HEADLESS_RESPONSE', typeof id === 'string' ? { id, response } : { response })),
    );
  });
  port.send(frameMessage('HEADLESS_READY', {}));
  return () => {
    unsubscribe();
    handler.stop();
  };
}
