import { describe, expect, it } from 'vitest';
import type { StatusResponse } from '../../contract/wire';
import type { ApiResult } from '../../services/api/ApiResult';
import { type SilentAuthDeps, trySilentAuth } from '../../state/flows/trySilentAuth';

const TARGET = { channel: 'MOBILE_LOGIN' as const, mobile: '919876512345' };
const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data }) as ApiResult<T>;

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';

/** A page clock that sleeps instantly, and an API that answers the status given, every poll. */
function world(options: {
  enabled?: boolean;
  statuses?: StatusResponse['status'][];
  native?: boolean;
  userAgent?: string;
  blocked?: boolean;
}) {
  let t = 0;
  let preChecks = 0;
  const polls: number[] = [];
  const opened: string[] = [];
  let closed = 0;
  const statuses = [...(options.statuses ?? [])];
  const deps: SilentAuthDeps = {
    native: options.native ?? false,
    connection: undefined,
    userAgent: options.userAgent ?? ANDROID_UA,
    maxTouchPoints: 5,
    now: () => t,
    sleep: async (ms) => {
      t += ms;
    },
    open: (url) => {
      opened.push(url);
      return options.blocked ? null : () => closed++;
    },
    api: {
      silentAuthPreCheck: async () => {
        preChecks++;
        return ok({ silentAuthEnabled: options.enabled ?? true });
      },
      createIntent: async () =>
        ok({
          channel: 'SILENT_AUTH',
          intent: 'https://op/authorize',
          asId: 'as1',
          communicationMode: 'SILENT_AUTH',
          resendAfter: 0,
        } as const),
      silentAuthStatus: async () => {
        polls.push(t);
        const status = statuses.shift() ?? 'PENDING';
        return ok({ status, isCrossDevice: false, ...(status === 'SUCCESS' ? { code: 'c0de' } : {}) });
      },
    },
  };
  return { deps, polls, opened, closed: () => closed, preChecks: () => preChecks };
}

describe('silent network authentication from the widget (spec §4, §9)', () => {
  it('opens the operator link, polls every 3 s and signs in with the code on SUCCESS', async () => {
    const w = world({ statuses: ['PENDING', 'SUCCESS'] });
    expect(await trySilentAuth(w.deps, TARGET)).toEqual({ kind: 'signedIn', code: 'c0de', asId: 'as1' });
    expect(w.opened).toEqual(['https://op/authorize']);
    expect(w.polls).toEqual([3000, 6000]);
    expect(w.closed()).toBe(1);
  });

  it('gives up after 30 s on the web and 10 s in the app, and falls back', async () => {
    const web = world({});
    expect(await trySilentAuth(web.deps, TARGET)).toEqual({ kind: 'fallback' });
    expect(web.polls.at(-1)).toBe(30_000);
    const app = world({ native: true });
    expect(await trySilentAuth(app.deps, TARGET)).toEqual({ kind: 'fallback' });
    expect(app.polls.at(-1)).toBe(10_000);
  });

  it('falls back at once on FAILED, and does not try at all when the pre-check says no (Wi-Fi)', async () => {
    const failed = world({ statuses: ['FAILED'] });
    expect(await trySilentAuth(failed.deps, TARGET)).toEqual({ kind: 'fallback' });
    expect(failed.polls).toEqual([3000]);
    const wifi = world({ enabled: false });
    expect(await trySilentAuth(wifi.deps, TARGET)).toEqual({ kind: 'fallback' });
    expect(wifi.opened).toEqual([]);
  });

  it('falls back at once, without polling, when the browser blocks the hidden window', async () => {
    const blocked = world({ blocked: true, statuses: ['SUCCESS'] });
    expect(await trySilentAuth(blocked.deps, TARGET)).toEqual({ kind: 'fallback' });
    expect(blocked.opened).toEqual(['https://op/authorize']);
    expect(blocked.polls).toEqual([]);
  });

  it('opens no hidden window on iOS (spec §4) and goes to the code, but the iOS app still uses call 42', async () => {
    const iphone = world({ userAgent: IPHONE_UA, statuses: ['SUCCESS'] });
    expect(await trySilentAuth(iphone.deps, TARGET)).toEqual({ kind: 'fallback' });
    expect(iphone.opened).toEqual([]);
    expect(iphone.preChecks()).toBe(0);
    const ipadOs = world({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15' });
    expect(await trySilentAuth(ipadOs.deps, TARGET)).toEqual({ kind: 'fallback' });
    expect(ipadOs.opened).toEqual([]);
    const app = world({ userAgent: IPHONE_UA, native: true, statuses: ['SUCCESS'] });
    expect(await trySilentAuth(app.deps, TARGET)).toEqual({ kind: 'signedIn', code: 'c0de', asId: 'as1' });
    expect(app.opened).toEqual(['https://op/authorize']);
  });
});
