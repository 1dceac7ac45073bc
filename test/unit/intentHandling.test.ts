import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_BACK_DELAYS_MS } from '../../contract/constants';
import type { FrameMessage } from '../../contract/frameMessages';
import type { FramePort } from '../../services/bridges/FramePort';
import { memoryStorage } from '../../services/storage/keyValueStorage';
import { LOGOUT_KEYS, logout } from '../../state/flows/logout';
import { HIDDEN_WINDOW_FEATURES, type IntentEnv, runIntentRoute } from '../../state/flows/runIntentRoute';
import { runRedirectFlow } from '../../state/flows/runRedirectFlow';
import { historyBackDelay, type IntentSituation, intentRoute } from '../../state/rules/intentRoute';
import { redirectPlan } from '../../state/rules/redirectPlan';
import { parseSilentAuthMessage } from '../../state/rules/silentAuthMessage';
import { verifyCodeOutcome } from '../../state/rules/verifyCodeOutcome';

const WA = 'https://wa.me/15550001?text=code';
const base: IntentSituation = {
  channel: 'WHATSAPP',
  intent: WA,
  silentAuth: false,
  inIframe: false,
  native: null,
  ios: false,
  desktop: false,
  desktopQr: false,
  storedUid: null,
  token: null,
  qrRefId: null,
  protocol: 'https:',
};
const at = (over: Partial<IntentSituation>) => intentRoute({ ...base, ...over });

describe('intent route (spec §4 Intent handling)', () => {
  it('opens the hidden silent-auth window outside the native app and outside iOS only', () => {
    const sa = { channel: 'SILENT_AUTH', silentAuth: true, intent: 'https://carrier.example/sa' };
    expect(at(sa)).toEqual({ kind: 'silentAuthWindow', url: 'https://carrier.example/sa' });
    expect(at({ ...sa, ios: true }).kind).not.toBe('silentAuthWindow');
    expect(at({ ...sa, native: 'app' }).kind).not.toBe('silentAuthWindow');
    expect(at({ ...sa, native: 'sdkWebview' }).kind).toBe('silentAuthWindow');
  });

  it('posts the intent to the parent in an iframe, except the desktop QR and input channels', () => {
    expect(at({ inIframe: true })).toEqual({ kind: 'postToParent', url: WA });
    expect(at({ inIframe: true, channel: 'UPI' }).kind).toBe('postToParent');
    expect(at({ inIframe: true, desktopQr: true }).kind).toBe('none');
    for (const channel of ['OTP', 'OTP_LINK', 'MOBILE_LOGIN', 'EMAIL_LOGIN', 'DEVICE']) {
      expect(at({ inIframe: true, channel }).kind).toBe('none');
    }
    // Silent auth is not an input channel: on iOS (no hidden window) it still goes to the parent.
    expect(at({ inIframe: true, channel: 'SILENT_AUTH', silentAuth: true, ios: true }).kind).toBe(
      'postToParent',
    );
  });

  it('hands the link to the native app', () => {
    expect(at({ native: 'app' })).toEqual({ kind: 'nativeApp', url: WA });
  });

  it('opens in the same window with a token or QR ref: back after 30 s, 1 s for WhatsApp without a uid', () => {
    expect(at({ token: 't' })).toEqual({ kind: 'sameWindow', url: WA, historyBackMs: 1000 });
    expect(at({ token: 't', storedUid: 'u1' })).toMatchObject({ historyBackMs: 30_000 });
    expect(at({ qrRefId: 'q', channel: 'UPI', intent: 'upi://pay' })).toMatchObject({
      kind: 'sameWindow',
      historyBackMs: 30_000,
    });
  });

  it('uses the hidden window for WhatsApp and UPI on desktop only, with no uid, no QR ref, no frame', () => {
    expect(at({ desktop: true })).toEqual({ kind: 'hiddenWindow', url: WA });
    expect(at({ desktop: true, channel: 'UPI', intent: 'upi://pay' }).kind).toBe('hiddenWindow');
    expect(at({ desktop: true, storedUid: 'u1' }).kind).toBe('newTab');
    expect(at({ desktop: true, channel: 'GMAIL' }).kind).toBe('newTab');
    expect(at({ desktop: true, qrRefId: 'q' }).kind).toBe('sameWindow');
    expect(at({ desktop: true, inIframe: true }).kind).toBe('postToParent');
  });

  it('opens mobile intents in the same window, backing out after 1 s, 30 s or 120 s', () => {
    expect(at({})).toMatchObject({ kind: 'sameWindow', historyBackMs: HISTORY_BACK_DELAYS_MS.short });
    expect(at({ channel: 'GMAIL', intent: 'https://accounts.example' })).toMatchObject({
      historyBackMs: HISTORY_BACK_DELAYS_MS.long,
    });
    expect(at({ channel: 'UPI', intent: 'upi://pay' })).toMatchObject({
      historyBackMs: HISTORY_BACK_DELAYS_MS.upi,
    });
    expect(historyBackDelay({ channel: 'UPI', storedUid: 'u1' })).toBe(1000);
    // Plain http is the local test mode: a new tab instead.
    expect(at({ protocol: 'http:' }).kind).toBe('newTab');
    expect(at({ intent: null }).kind).toBe('none');
  });
});

describe('intent effects', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function fakeEnv() {
    const listeners = new Set<(e: MessageEvent) => void>();
    const hidden = { close: vi.fn(), location: { assign: vi.fn() } };
    const sent: FrameMessage[] = [];
    const port: FramePort = { send: (m) => void sent.push(m), onMessage: () => () => {} };
    const env = {
      win: {
        open: vi.fn(() => hidden as unknown as Window),
        addEventListener: (_: string, l: (e: MessageEvent) => void) => void listeners.add(l),
        removeEventListener: (_: string, l: (e: MessageEvent) => void) => void listeners.delete(l),
        location: { assign: vi.fn() },
        history: { back: vi.fn() },
      },
      storage: memoryStorage(),
      port,
      openInApp: vi.fn(),
    };
    const post = (data: unknown, source: unknown = hidden) => {
      for (const l of [...listeners]) l({ data, source } as MessageEvent);
    };
    return { env: env as unknown as IntentEnv & typeof env, hidden, sent, post, listeners };
  }

  it('goes back in history after the delay of a same-window intent, and not before', async () => {
    const { env } = fakeEnv();
    runIntentRoute({ kind: 'sameWindow', url: WA, historyBackMs: HISTORY_BACK_DELAYS_MS.upi }, env);
    expect(env.win.location.assign).toHaveBeenCalledWith(WA);
    await vi.advanceTimersByTimeAsync(HISTORY_BACK_DELAYS_MS.upi - 1);
    expect(env.win.history.back).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(env.win.history.back).toHaveBeenCalledTimes(1);
  });

  it('cancels a pending history-back', async () => {
    const { env } = fakeEnv();
    const run = runIntentRoute({ kind: 'sameWindow', url: WA, historyBackMs: 1000 }, env);
    run.cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(env.win.history.back).not.toHaveBeenCalled();
  });

  it('posts to the parent, hands to the app, opens a tab or a 10x10 off-screen window', () => {
    const { env, sent } = fakeEnv();
    runIntentRoute({ kind: 'postToParent', url: WA }, env);
    expect(sent).toEqual([{ namespace: 'sesame', type: 'EXTERNAL_URL', payload: { url: WA } }]);
    runIntentRoute({ kind: 'nativeApp', url: WA }, env);
    expect(env.openInApp).toHaveBeenCalledWith(WA);
    runIntentRoute({ kind: 'newTab', url: WA }, env);
    expect(env.win.open).toHaveBeenLastCalledWith(WA, '_blank', 'noopener');
    runIntentRoute({ kind: 'hiddenWindow', url: WA }, env);
    expect(env.win.open).toHaveBeenLastCalledWith(WA, '_blank', HIDDEN_WINDOW_FEATURES);
    expect(HIDDEN_WINDOW_FEATURES).toContain('width=10,height=10');
  });

  it('follows the silent-auth window: the URI message, then the key identity stores the uid', async () => {
    const { env, hidden, post, listeners } = fakeEnv();
    const run = runIntentRoute({ kind: 'silentAuthWindow', url: 'https://carrier.example/sa' }, env);
    post({ type: 'SILENT_AUTH_URI', uri: 'https://carrier.example/next' });
    expect(hidden.location.assign).toHaveBeenCalledWith('https://carrier.example/next');
    post({ type: 'KEY_IDENTITY', uid: 'forged' }, {});
    post({ type: 'KEY_IDENTITY', uid: 'u7', redirectUri: 'https://shop.example/?code=1' });
    expect(await run.done).toEqual({ uid: 'u7', redirectUri: 'https://shop.example/?code=1' });
    expect(env.storage.get('uid')).toBe('u7');
    expect(hidden.close).toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });

  it('ends the silent-auth window on its close message', async () => {
    const { env, post } = fakeEnv();
    const run = runIntentRoute({ kind: 'silentAuthWindow', url: 'https://carrier.example/sa' }, env);
    post({ type: 'CLOSE' });
    expect(await run.done).toBeNull();
    expect(env.storage.get('uid')).toBeNull();
  });

  it('reads only the three silent-auth messages', () => {
    expect(parseSilentAuthMessage({ type: 'KEY_IDENTITY', uid: 'u' })).toEqual({
      kind: 'keyIdentity',
      uid: 'u',
      redirectUri: null,
    });
    expect(parseSilentAuthMessage({ type: 'CLOSE' })).toEqual({ kind: 'close' });
    expect(parseSilentAuthMessage({ type: 'SILENT_AUTH_URI' })).toBeNull();
    expect(parseSilentAuthMessage({ type: 'OTHER' })).toBeNull();
    expect(parseSilentAuthMessage('KEY_IDENTITY')).toBeNull();
  });
});

describe('verify-code outcomes (spec §4)', () => {
  const user = { uid: 'u1', emailVerified: true, createdAt: '2030-01-01' };

  it('returns only the silent-auth info when it comes back', () => {
    expect(verifyCodeOutcome({ silentAuthInfo: { uri: 'x' }, user, token: 't' }, 'WHATSAPP')).toEqual({
      kind: 'silentAuth',
      silentAuthInfo: { uri: 'x' },
    });
  });

  it('navigates to the redirect uri when a user came back and webauthnRegistered is absent', () => {
    expect(verifyCodeOutcome({ user, redirectUri: 'https://shop.example/in' }, null)).toEqual({
      kind: 'navigate',
      url: 'https://shop.example/in',
    });
  });

  it('otherwise attaches the stored channel and returns user, token and uiId', () => {
    expect(
      verifyCodeOutcome(
        { user, redirectUri: 'https://shop.example/in', webauthnRegistered: false, token: 't', uiId: 'ui' },
        'WHATSAPP',
      ),
    ).toEqual({ kind: 'signedIn', user: { ...user, channel: 'WHATSAPP' }, token: 't', uiId: 'ui' });
    expect(verifyCodeOutcome({ user, token: 't' }, null)).toMatchObject({ user });
  });
});

describe('redirect flow (spec §4)', () => {
  const input = { urlRedirectUri: null, fetched: null, paralyzed: false, inIframe: false, sdkWebview: false };

  it('prefers the URL redirect uri, opens it unless paralyzed, returns apps without a uri', () => {
    expect(
      redirectPlan({ ...input, urlRedirectUri: 'https://a.example', fetched: { redirectUri: 'https://b' } }),
    ).toEqual({ kind: 'open', url: 'https://a.example', clientRedirectionEvent: false });
    expect(
      redirectPlan({ ...input, fetched: { redirectUri: 'https://b.example' }, paralyzed: true }),
    ).toEqual({
      kind: 'return',
      url: 'https://b.example',
    });
    expect(redirectPlan({ ...input, fetched: { apps: [{ name: 'x' }] } })).toEqual({
      kind: 'apps',
      apps: [{ name: 'x' }],
    });
    expect(redirectPlan(input)).toEqual({ kind: 'nothing' });
  });

  it('fires the client-redirection event in an iframe, not in an SDK webview', async () => {
    const effects = { open: vi.fn(), clientRedirection: vi.fn() };
    const fetch = vi.fn(async () => ({ redirectUri: 'https://b.example' }));
    const flow = { urlRedirectUri: null, fetch, paralyzed: false, sdkWebview: false, effects };
    await runRedirectFlow({ ...flow, inIframe: true });
    expect(effects.clientRedirection).toHaveBeenCalledWith('https://b.example');
    expect(effects.open).toHaveBeenCalledWith('https://b.example');
    await runRedirectFlow({ ...flow, inIframe: true, sdkWebview: true });
    expect(effects.clientRedirection).toHaveBeenCalledTimes(1);
    await runRedirectFlow({ ...flow, urlRedirectUri: 'https://a.example', inIframe: false });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('state and logout (spec §4)', () => {
  it('clears the uid, state and session keys and calls the host, even when the host fails', async () => {
    const storage = memoryStorage({ uid: 'u', state: 's', sid: 'x', stk: 'y', locale: 'en' });
    const api = { logout: vi.fn(() => Promise.reject(new Error('offline'))) };
    await logout({ storage, api });
    expect(api.logout).toHaveBeenCalledTimes(1);
    for (const key of LOGOUT_KEYS) expect(storage.get(key)).toBeNull();
    expect(storage.get('locale')).toBe('en');
    await expect(logout({ storage, api: {} })).resolves.toBeUndefined();
  });
});
