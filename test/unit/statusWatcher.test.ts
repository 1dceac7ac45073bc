import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATUS_POLL_INTERVAL_MS } from '../../contract/constants';
import type { StatusResponse } from '../../contract/wire';
import type { ApiResult } from '../../services/api/ApiResult';
import { type EventSourceLike, type WatchCheck, watchStatus } from '../../state/flows/statusWatcher';

const pending: StatusResponse = { status: 'PENDING', isCrossDevice: false };
const success: StatusResponse = { status: 'SUCCESS', isCrossDevice: true, code: 'c1' };
const ok = (data: StatusResponse): ApiResult<StatusResponse> => ({ ok: true, data });

/** A stand-in EventSource the test drives: `push` a status, `fail` the connection. */
function fakeStream() {
  const sources: (EventSourceLike & { push(s: StatusResponse): void; fail(): void; closed: boolean })[] = [];
  const open = (_url: string) => {
    let listener: ((e: { data: string }) => void) | undefined;
    const source = {
      onerror: null as ((e: unknown) => void) | null,
      closed: false,
      addEventListener: (_t: 'status', l: (e: { data: string }) => void) => {
        listener = l;
      },
      close() {
        source.closed = true;
      },
      push: (s: StatusResponse) => listener?.({ data: JSON.stringify(s) }),
      fail: () => source.onerror?.({}),
    };
    sources.push(source);
    return source;
  };
  return { open, sources };
}

describe('statusWatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(options: { stream?: boolean; check?: () => WatchCheck } = {}) {
    const fetchStatus = vi.fn(async () => ok(pending));
    const seen: StatusResponse[] = [];
    const stream = fakeStream();
    const watcher = watchStatus({
      check: options.check ?? (() => 'go'),
      fetchStatus,
      streamUrl: options.stream ? async () => 'https://host/stream' : undefined,
      openEventSource: stream.open,
      onStatus: (s) => {
        seen.push(s);
        return s.status !== 'PENDING';
      },
    });
    return { fetchStatus, seen, stream, watcher };
  }

  it('takes a pushed SUCCESS at once, without polling, and closes the stream', async () => {
    const t = setup({ stream: true });
    await vi.advanceTimersByTimeAsync(0);
    t.stream.sources[0]!.push(pending);
    t.stream.sources[0]!.push(success);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.seen).toEqual([success]);
    expect(t.stream.sources[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(5 * STATUS_POLL_INTERVAL_MS);
    expect(t.fetchStatus).not.toHaveBeenCalled();
  });

  it('falls back to polling every 3 s when the stream breaks', async () => {
    const t = setup({ stream: true });
    await vi.advanceTimersByTimeAsync(0);
    t.stream.sources[0]!.fail();
    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS - 1);
    expect(t.fetchStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(t.fetchStatus).toHaveBeenCalledTimes(1);
    t.fetchStatus.mockResolvedValueOnce(ok(success));
    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS);
    expect(t.seen.at(-1)).toEqual(success);
    await vi.advanceTimersByTimeAsync(3 * STATUS_POLL_INTERVAL_MS);
    expect(t.fetchStatus).toHaveBeenCalledTimes(2);
  });

  it('polls every 3 s when no stream is available, ignoring failed polls', async () => {
    const t = setup();
    t.fetchStatus.mockResolvedValueOnce({ ok: false, message: 'x', status: 503 });
    await vi.advanceTimersByTimeAsync(3 * STATUS_POLL_INTERVAL_MS);
    expect(t.fetchStatus).toHaveBeenCalledTimes(3);
  });

  it('skips a tick while busy, and stops when told', async () => {
    let check: WatchCheck = 'wait';
    const t = setup({ check: () => check });
    await vi.advanceTimersByTimeAsync(2 * STATUS_POLL_INTERVAL_MS);
    expect(t.fetchStatus).not.toHaveBeenCalled();
    check = 'go';
    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS);
    expect(t.fetchStatus).toHaveBeenCalledTimes(1);
    check = 'stop';
    await vi.advanceTimersByTimeAsync(3 * STATUS_POLL_INTERVAL_MS);
    expect(t.fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('stop() closes the stream and cancels polling', async () => {
    const t = setup({ stream: true });
    await vi.advanceTimersByTimeAsync(0);
    t.watcher.stop();
    expect(t.stream.sources[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(3 * STATUS_POLL_INTERVAL_MS);
    expect(t.fetchStatus).not.toHaveBeenCalled();
  });
});
