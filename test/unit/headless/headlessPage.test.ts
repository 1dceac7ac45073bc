import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FrameMessage, frameMessage } from '../../../contract/frameMessages';
import type { HeadlessRequest, HeadlessResponse } from '../../../contract/headless';
import type { FramePort } from '../../../services/bridges/FramePort';
import { isTwoFactor, showsNativeOneTap } from '../../../services/headless/nativeHeadlessRules';
import { readHeadlessRequest } from '../../../services/headless/readHeadlessRequest';
import { runHeadlessPage } from '../../../services/headless/runHeadlessPage';
import { runNativeHeadless } from '../../../services/headless/runNativeHeadless';
import { browserTimers } from '../../../services/headless/Timers';
import { memoryStorage } from '../../../services/storage/keyValueStorage';
import { memoryBackedStorage } from '../../../services/storage/memoryBackedStorage';
import { entry, fakeApi, merchantConfig, settle } from './headlessFixtures';

/** A FramePort the test plays the parent of. */
function fakePort() {
  const sent: FrameMessage[] = [];
  const handlers = new Set<(m: FrameMessage) => void>();
  const port: FramePort = {
    send: (m) => sent.push(m),
    onMessage: (h) => {
      handlers.add(h);
      return () => handlers.delete(h);
    },
  };
  const deliver = (m: FrameMessage) => {
    for (const h of handlers) h(m);
  };
  return { port, sent, deliver, handlers };
}

describe('runHeadlessPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says HEADLESS_READY, answers each HEADLESS_REQUEST with its id and pushes follow-ups without one', async () => {
    const p = fakePort();
    const stop = runHeadlessPage({ appId: 'shop', port: p.port, api: fakeApi(), timers: browserTimers });
    expect(p.sent).toEqual([frameMessage('HEADLESS_READY', {})]);

    p.deliver(frameMessage('HEADLESS_REQUEST', { id: 'r1', request: { channel: 'READY_STATE' } }));
    p.deliver(frameMessage('HEADLESS_REQUEST', { id: 'r2', request: { channel: 'EMAIL', email: 'a@b.co' } }));
    await settle();
    p.deliver(
      frameMessage('HEADLESS_REQUEST', { id: 'r3', request: { email: 'a@b.co', otp: 123456 } as never }),
    );
    await settle();
    const responses = p.sent.slice(1).map((m) => m.payload as { id?: string; response: HeadlessResponse });
    expect(responses.map((r) => [r.id, r.response.responseType, r.response.success])).toEqual([
      ['r1', 'READY_STATE', true],
      ['r2', 'INITIATE', true],
      ['r3', 'VERIFY', true],
      [undefined, 'ONETAP', true],
    ]);
    // Other messages are not requests: nothing answers them.
    p.deliver(frameMessage('LOGOUT', {}));
    await settle();
    expect(p.sent).toHaveLength(5);
    stop();
    expect(p.handlers.size).toBe(0);
  });

  it('answers APP_ID to every request when the page has no app id', async () => {
    const p = fakePort();
    runHeadlessPage({ appId: null, port: p.port, api: fakeApi(), timers: browserTimers });
    p.deliver(frameMessage('HEADLESS_REQUEST', { id: 'r1', request: { channel: 'READY_STATE' } }));
    await settle();
    expect(p.sent[1]?.payload).toMatchObject({ id: 'r1', response: { statusCode: 401 } });
  });
});

describe('readHeadlessRequest', () => {
  it('keeps the spec fields of the right types, turns typed numbers into text and drops the rest', () => {
    expect(
      readHeadlessRequest({
        channel: 'PHONE',
        phone: 9876543210,
        otp: 123456,
        countryCode: ['+91'],
        otpLength: 6,
        expiry: '60',
        metaData: { a: 1 },
        evil: '<script>',
        email: 'x'.repeat(600),
      }),
    ).toEqual({ channel: 'PHONE', phone: '9876543210', otp: '123456', otpLength: 6, metaData: { a: 1 } });
    expect(readHeadlessRequest('PHONE')).toEqual({});
    expect(readHeadlessRequest(null)).toEqual({});
  });
});

describe('native headless rules (spec §4 "Native headless request")', () => {
  const one = merchantConfig([entry('EMAIL', ['OTP'], [], true), entry('MOBILE', ['SMS'])]);
  const two = merchantConfig([entry('EMAIL', ['OTP'], [], true), entry('MOBILE', ['SMS'], [], true)]);
  const popUpOff = merchantConfig([entry('EMAIL', ['OTP'])], { popUpDisabled: true });

  it('an empty request shows one-tap only with the show-if-empty flag and the pop-up not disabled', () => {
    expect(showsNativeOneTap({}, { showIfEmpty: true, config: one })).toBe(true);
    expect(showsNativeOneTap(null, { showIfEmpty: true, config: one })).toBe(true);
    expect(showsNativeOneTap({}, { showIfEmpty: false, config: one })).toBe(false);
    expect(showsNativeOneTap({}, { showIfEmpty: true, config: popUpOff })).toBe(false);
  });

  it('a request without channel, code or otp shows it only if fewer than two channels are mandatory', () => {
    const partial: HeadlessRequest = { phone: '9876543210' };
    expect(showsNativeOneTap(partial, { showIfEmpty: false, config: one })).toBe(true);
    expect(showsNativeOneTap(partial, { showIfEmpty: false, config: two })).toBe(false);
  });

  it('a request with a channel, code or otp is a headless request', () => {
    for (const request of [{ channel: 'PHONE' }, { code: 'c' }, { otp: '1234' }])
      expect(showsNativeOneTap(request, { showIfEmpty: true, config: one })).toBe(false);
  });

  it('two-factor mode is more than one mandatory channel', () => {
    expect(isTwoFactor(one)).toBe(false);
    expect(isTwoFactor(two)).toBe(true);
  });

  it('runs a native request through bridge calls 20 and 21, or leaves it to the one-tap view', async () => {
    vi.useFakeTimers();
    const sent: HeadlessResponse[] = [];
    const bridge = {
      getHeadlessRequest: async () => ({ channel: 'EMAIL', email: 'ada@example.com' }),
      sendHeadlessResponse: (r: HeadlessResponse) => sent.push(r),
      openSilentAuthLink: vi.fn(),
      readOtp: () => Promise.reject(new Error('no SMS')),
    };
    const common = {
      appId: 'shop',
      bridge,
      timers: browserTimers,
      hostOrigin: 'https://h',
      showIfEmpty: true,
    };
    const handler = await runNativeHeadless({ ...common, api: fakeApi() });
    expect(sent.map((r) => r.responseType)).toEqual(['INITIATE']);
    if (handler !== 'onetap') handler.stop();
    const empty = { ...bridge, getHeadlessRequest: async () => null };
    expect(await runNativeHeadless({ ...common, bridge: empty, api: fakeApi() })).toBe('onetap');
    vi.useRealTimers();
  });
});

describe('memoryBackedStorage', () => {
  it('keeps values for the page when the backing storage drops them, and writes through when it works', () => {
    const blocked = { get: () => null, set: () => undefined, remove: () => undefined };
    const page = memoryBackedStorage(blocked);
    page.set('state', 's1');
    expect(page.get('state')).toBe('s1');
    page.remove('state');
    expect(page.get('state')).toBeNull();
    const backing = memoryStorage({ uid: 'u1' });
    const both = memoryBackedStorage(backing);
    expect(both.get('uid')).toBe('u1');
    both.set('state', 's2');
    expect(backing.get('state')).toBe('s2');
  });
});
