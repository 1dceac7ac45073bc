import { STATUS_POLL_INTERVAL_MS } from '../../contract/constants';
import type { StatusResponse } from '../../contract/wire';
import type { ApiResult } from '../../services/api/ApiResult';

/** What the watcher should do at a tick: stop for good, skip this one, or ask the host. */
export type WatchCheck = 'stop' | 'wait' | 'go';

/** The parts of EventSource the watcher uses (the browser's, or a test's). */
export interface EventSourceLike {
  addEventListener(type: 'status', listener: (event: { data: string }) => void): void;
  onerror: ((event: unknown) => void) | null;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

export interface StatusWatcherOptions {
  /** Asked before each poll and each pushed status. */
  check: () => WatchCheck;
  fetchStatus: () => Promise<ApiResult<StatusResponse>>;
  /** The status stream's URL; without one (or without EventSource) the watcher only polls. */
  streamUrl?: (() => Promise<string | undefined>) | undefined;
  /** Handles a status; resolves true when the watch is over. */
  onStatus: (status: StatusResponse) => boolean | Promise<boolean>;
  intervalMs?: number;
  openEventSource?: EventSourceFactory | undefined;
}

export interface StatusWatcher {
  stop(): void;
  /** Offline: no poll, no stream, until resume. */
  pause(): void;
  /** Back online: asks for the status at once, then follows it as before. */
  resume(): void;
}

const browserEventSource = (): EventSourceFactory | undefined =>
  typeof globalThis.EventSource === 'function'
    ? (url) => new globalThis.EventSource(url) as unknown as EventSourceLike
    : undefined;

/**
 * Follows a sign-in's status. The live stream (server-sent events) comes first, so an approval
 * on a phone shows here well under a second later; when it cannot open or breaks, the spec's
 * polling every 3 s takes over (spec §4 "Intent handling": a failed poll is ignored).
 */
export function watchStatus(options: StatusWatcherOptions): StatusWatcher {
  const interval = options.intervalMs ?? STATUS_POLL_INTERVAL_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stream: EventSourceLike | undefined;
  let stopped = false;
  let paused = false;

  function quiet() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    stream?.close();
    stream = undefined;
  }

  function stop() {
    stopped = true;
    quiet();
  }

  function schedule() {
    if (stopped || paused || timer !== undefined) return;
    timer = setTimeout(tick, interval);
  }

  async function tick() {
    timer = undefined;
    const check = options.check();
    if (check === 'stop') return stop();
    if (check === 'wait') return schedule();
    const result = await options.fetchStatus();
    if (stopped || paused) return;
    if (result.ok && (await options.onStatus(result.data))) return stop();
    schedule();
  }

  async function resume() {
    if (stopped || !paused) return;
    paused = false;
    const check = options.check();
    if (check === 'stop') return stop();
    if (check === 'go') {
      const result = await options.fetchStatus();
      if (stopped || paused) return;
      if (result.ok && (await options.onStatus(result.data))) return stop();
    }
    void openStream();
  }

  function fallBackToPolling(source: EventSourceLike) {
    source.close();
    if (stream === source) stream = undefined;
    schedule();
  }

  async function openStream() {
    const open = options.openEventSource ?? browserEventSource();
    const url = open && options.streamUrl ? await options.streamUrl().catch(() => undefined) : undefined;
    if (stopped || paused || stream) return;
    if (!open || !url) return schedule();
    let source: EventSourceLike;
    try {
      source = open(url);
    } catch {
      return schedule();
    }
    stream = source;
    source.onerror = () => fallBackToPolling(source);
    source.addEventListener('status', (event) => {
      let status: StatusResponse;
      try {
        status = JSON.parse(event.data) as StatusResponse;
      } catch {
        return;
      }
      const check = options.check();
      if (check === 'stop') return stop();
      if (status.status === 'PENDING') return;
      // Busy (a code being checked): let the next poll pick the outcome up.
      if (check === 'wait') return fallBackToPolling(source);
      void Promise.resolve(options.onStatus(status)).then((done) => {
        if (done) stop();
        else fallBackToPolling(source);
      });
    });
  }

  void openStream();
  return {
    stop,
    pause() {
      paused = true;
      quiet();
    },
    resume: () => void resume(),
  };
}
