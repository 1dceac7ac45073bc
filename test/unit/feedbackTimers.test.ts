import { createStore } from 'jotai/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  STATUS_POLL_INTERVAL_MS,
  SUCCESS_CLOSE_DELAY_MS,
  WHATSAPP_NUDGE_AFTER_MS,
  WHATSAPP_NUDGE_ON_RETURN_MS,
} from '../../contract/constants';
import { explainUnreadable } from '../../services/api/explainUnreadable';
import { failureFrom } from '../../services/api/failureFrom';
import { dispatchFlowAtom } from '../../state/atoms/flowAtoms';
import { handOffAtom } from '../../state/atoms/handOffAtom';
import { onlineAtom } from '../../state/atoms/onlineAtom';
import { widgetModeAtom } from '../../state/atoms/widgetAtoms';
import { closeAfterSuccess } from '../../state/flows/closeAfterSuccess';
import { scheduleNudge, type VisiblePage } from '../../state/flows/scheduleNudge';
import { watchStatus } from '../../state/flows/statusWatcher';
import { watchConnectivity } from '../../state/flows/watchConnectivity';
import { toFlowConfig } from '../../state/rules/toFlowConfig';
import { configWith, ok } from '../support/flowFixtures';

function fakePage() {
  const listeners = new Set<() => void>();
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    set(state: DocumentVisibilityState) {
      page.visibilityState = state;
      for (const l of listeners) l();
    },
  };
  return page satisfies VisiblePage;
}

describe('the timing of what the widget says (docs/widget.md)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('nudges about WhatsApp 30 s after the intent while the visitor stayed', () => {
    const show = vi.fn();
    scheduleNudge(show, fakePage());
    vi.advanceTimersByTime(WHATSAPP_NUDGE_AFTER_MS - 1);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledOnce();
  });

  it('nudges one status check after the visitor comes back from WhatsApp; never after cancel', () => {
    const page = fakePage();
    const show = vi.fn();
    scheduleNudge(show, page);
    page.set('hidden');
    vi.advanceTimersByTime(5000);
    page.set('visible');
    vi.advanceTimersByTime(WHATSAPP_NUDGE_ON_RETURN_MS);
    expect(show).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(WHATSAPP_NUDGE_AFTER_MS);
    expect(show).toHaveBeenCalledOnce();
    const again = vi.fn();
    const cancel = scheduleNudge(again, page);
    cancel();
    vi.advanceTimersByTime(WHATSAPP_NUDGE_AFTER_MS);
    expect(again).not.toHaveBeenCalled();
  });

  it('closes the floater SUCCESS_CLOSE_DELAY_MS after a sign-in, after the page’s hand-off', () => {
    const store = createStore();
    closeAfterSuccess(store);
    store.set(dispatchFlowAtom, { type: 'configLoaded', config: toFlowConfig(configWith([])) });
    store.set(handOffAtom, { color: null, text: null, textColor: null });
    store.set(dispatchFlowAtom, { type: 'signedInWithButton', identity: 'a@b.co' });
    vi.advanceTimersByTime(SUCCESS_CLOSE_DELAY_MS);
    expect(store.get(widgetModeAtom)).toBe('expanded');
    store.set(handOffAtom, null);
    expect(store.get(widgetModeAtom)).toBe('hidden');
  });

  it('keeps the floater when the page’s server refused the sign-in', () => {
    const store = createStore();
    closeAfterSuccess(store);
    store.set(dispatchFlowAtom, { type: 'configLoaded', config: toFlowConfig(configWith([])) });
    store.set(dispatchFlowAtom, { type: 'signedInWithButton' });
    store.set(dispatchFlowAtom, { type: 'handOffFailed', message: 'no' });
    vi.advanceTimersByTime(SUCCESS_CLOSE_DELAY_MS * 2);
    expect(store.get(widgetModeAtom)).toBe('expanded');
  });

  it('listens to online / offline, sets the notice atom and tells the sign-in', () => {
    const target = new EventTarget();
    const store = createStore();
    const changed = vi.fn();
    const stop = watchConnectivity(store, changed, target as unknown as Window);
    target.dispatchEvent(new Event('offline'));
    expect(store.get(onlineAtom)).toBe(false);
    target.dispatchEvent(new Event('online'));
    expect(store.get(onlineAtom)).toBe(true);
    expect(changed.mock.calls).toEqual([[false], [true]]);
    stop();
    target.dispatchEvent(new Event('offline'));
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('a paused status watch neither polls nor streams; resuming re-checks at once', async () => {
    const fetchStatus = vi.fn(async () => ok({ status: 'PENDING' as const, isCrossDevice: false }));
    const close = vi.fn();
    const watcher = watchStatus({
      check: () => 'go',
      fetchStatus,
      onStatus: () => false,
      streamUrl: async () => 'https://host/stream',
      openEventSource: () => ({ addEventListener: () => {}, onerror: null, close }),
    });
    await vi.advanceTimersByTimeAsync(0);
    watcher.pause();
    expect(close).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS * 3);
    expect(fetchStatus).not.toHaveBeenCalled();
    watcher.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStatus).toHaveBeenCalledOnce();
  });
});

describe('what a failed answer carries', () => {
  it('reads the details and the Retry-After seconds', async () => {
    const response = new Response(
      JSON.stringify({ error: 'otp_incorrect', message: 'OTP incorrect', details: { attemptsLeft: '2' } }),
      { status: 429, headers: { 'Retry-After': '41' } },
    );
    expect(await failureFrom(response)).toMatchObject({ details: { attemptsLeft: '2' }, retryAfterS: 41 });
  });

  it('tells a refused origin from an unreachable host by the host’s public keys', async () => {
    const unread = { ok: false as const, status: 0, message: 'x' };
    const up = vi.fn(async () => new Response('{}', { status: 200 }));
    expect(await explainUnreadable(unread, up as unknown as typeof fetch, 'https://h')).toMatchObject({
      code: 'origin_not_allowed',
      status: 403,
    });
    expect(up).toHaveBeenCalledWith('https://h/.well-known/jwks.json', { method: 'GET' });
    const down = vi.fn(async () => Promise.reject(new TypeError('offline')));
    expect(await explainUnreadable(unread, down as unknown as typeof fetch, 'https://h')).toBe(unread);
  });
});
