import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { CALLER_ID_POLL_LIMIT_MS } from '../../contract/constants';
import { TRUECALLER_APP_OPEN_WAIT_MS } from '../../contract/truecaller';
import type { ApiClient } from '../../services/api/apiClient';
import { channelProgressAtom } from '../../state/atoms/channelProgress';
import { errorAtom, flowStateAtom } from '../../state/atoms/flowAtoms';
import { type TruecallerDevice, tryTruecaller } from '../../state/flows/tryTruecaller';
import { initialFlowState } from '../../state/rules/FlowState';

const DEEP_LINK = 'truecallersdk://truesdk/web_verify?type=btmsheet&requestNonce=abcdefgh12345678';
const SIMULATOR = 'http://localhost:8787/dev/truecaller?type=btmsheet&requestNonce=abcdefgh12345678';

/** A device whose clock moves only when the test says, and whose page has the focus or not. */
function fakeDevice(focused: boolean) {
  const timers: { at: number; resolve: () => void }[] = [];
  let now = 0;
  const device: TruecallerDevice & { opened: string[]; advance(ms: number): Promise<void> } = {
    opened: [],
    open: (link) => void device.opened.push(link),
    hasFocus: () => focused,
    wait: (ms) => new Promise<void>((resolve) => void timers.push({ at: now + ms, resolve })),
    async advance(ms) {
      // What was started runs up to its next wait before the clock moves.
      await new Promise((resolve) => setTimeout(resolve, 0));
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) timer.resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
  return device;
}

function setup(intent: string, raw: Record<string, string> = {}) {
  const store = createStore();
  store.set(flowStateAtom, { ...initialFlowState, step: 'entry' });
  const stop = vi.fn();
  let onFailed: (() => void) | undefined;
  const flow = {
    follow: vi.fn((_asId: string, failed?: () => void) => {
      onFailed = failed;
      return stop;
    }),
    completeWithCode: vi.fn(),
  };
  const api = {
    createIntent: vi.fn(async () => ({
      ok: true as const,
      data: {
        channel: 'TRUE_CALLER_SSO' as const,
        intent,
        asId: 'as1',
        communicationMode: 'LINK' as const,
        resendAfter: 0,
      },
    })),
  } as unknown as ApiClient;
  const page = { params: { token: null, qrRefId: null, raw } as never, storage: {} as never };
  return { ...page, store, flow, api, stop, failed: () => onFailed?.() };
}

describe('the Truecaller button', () => {
  it('opens the deep link, follows the sign-in, and stays while Truecaller’s sheet has the focus', async () => {
    const t = setup(DEEP_LINK);
    const device = fakeDevice(false);
    await Promise.all([
      tryTruecaller(t, 'TRUE_CALLER_SSO', device),
      device.advance(TRUECALLER_APP_OPEN_WAIT_MS),
    ]);
    expect(device.opened).toEqual([DEEP_LINK]);
    expect(t.flow.follow).toHaveBeenCalledWith('as1', expect.any(Function));
    expect(t.store.get(channelProgressAtom)).toMatchObject({ channel: 'TRUE_CALLER_SSO', status: 'PENDING' });
    expect(t.store.get(errorAtom)).toBeNull();
  });

  it('falls back to the entry field when the page keeps the focus (Truecaller not installed)', async () => {
    const t = setup(DEEP_LINK);
    const device = fakeDevice(true);
    const running = tryTruecaller(t, 'TRUE_CALLER_SSO', device);
    await device.advance(TRUECALLER_APP_OPEN_WAIT_MS - 1);
    expect(t.store.get(channelProgressAtom)).not.toBeNull();
    await device.advance(1);
    await running;
    expect(t.stop).toHaveBeenCalled();
    expect(t.store.get(channelProgressAtom)).toBeNull();
    expect(t.store.get(errorAtom)).toMatchObject({ code: 'truecallerUnavailable' });
  });

  it('goes straight back to the entry field when the page says the phone has no Truecaller', async () => {
    const t = setup(DEEP_LINK, { hasTrueCaller: 'false' });
    const device = fakeDevice(false);
    await tryTruecaller(t, 'TRUE_CALLER_SSO', device);
    expect(t.api.createIntent).not.toHaveBeenCalled();
    expect(device.opened).toEqual([]);
    expect(t.store.get(errorAtom)).toMatchObject({ code: 'truecallerUnavailable' });
  });

  it('gives up after 60 s of caller identification, and when the person declines', async () => {
    const late = setup(DEEP_LINK);
    const device = fakeDevice(false);
    await Promise.all([
      tryTruecaller(late, 'TRUE_CALLER_SSO', device),
      device.advance(TRUECALLER_APP_OPEN_WAIT_MS),
    ]);
    await device.advance(CALLER_ID_POLL_LIMIT_MS - TRUECALLER_APP_OPEN_WAIT_MS - 1);
    expect(late.store.get(channelProgressAtom)).not.toBeNull();
    await device.advance(1);
    expect(late.store.get(channelProgressAtom)).toBeNull();
    expect(late.store.get(errorAtom)).toMatchObject({ code: 'truecallerUnavailable' });

    const declined = setup(SIMULATOR);
    const sheet = fakeDevice(true);
    await tryTruecaller(declined, 'TRUE_CALLER_SSO', sheet);
    // The simulator's sheet is a page of its own: no focus check there.
    expect(sheet.opened).toEqual([SIMULATOR]);
    expect(declined.store.get(channelProgressAtom)).not.toBeNull();
    declined.failed();
    expect(declined.store.get(channelProgressAtom)).toBeNull();
    expect(declined.store.get(errorAtom)).toMatchObject({ code: 'truecallerUnavailable' });
  });
});
