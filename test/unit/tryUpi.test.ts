import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../services/api/apiClient';
import { channelProgressAtom } from '../../state/atoms/channelProgress';
import { errorAtom, flowStateAtom } from '../../state/atoms/flowAtoms';
import type { ChannelClickContext } from '../../state/flows/clickChannel';
import { tryUpi } from '../../state/flows/tryUpi';
import { initialFlowState } from '../../state/rules/FlowState';

const LINK = 'upi://pay?pa=success@upi&pn=Cashfree&tn=BAV&am=1.00&cu=INR&tr=3905';

/** A page of some width whose focus and visibility the test moves. */
function fakeWindow(width: number) {
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  return Object.assign(new EventTarget(), { innerWidth: width, document });
}

function setup(answer: Awaited<ReturnType<ApiClient['createIntent']>>) {
  const store = createStore();
  store.set(flowStateAtom, { ...initialFlowState, step: 'entry' });
  let onFailed: (() => void) | undefined;
  let resolve: () => void = () => {};
  const answered = new Promise<void>((r) => {
    resolve = r;
  });
  const handleChannelIntent = vi.fn();
  const context = {
    store,
    api: {
      createIntent: vi.fn(async () => {
        await answered;
        return answer;
      }),
    } as unknown as ApiClient,
    flow: {
      follow: vi.fn((_asId: string, failed?: () => void) => {
        onFailed = failed;
        return () => {};
      }),
      completeWithCode: vi.fn(),
    },
    params: { token: null, qrRefId: null },
    storage: { get: () => null, set: () => {}, remove: () => {} },
    loadIntentHandler: async () => ({ handleChannelIntent }),
  } as unknown as ChannelClickContext;
  return { store, context, handleChannelIntent, answer: resolve, failed: () => onFailed?.() };
}

const intentAnswer = {
  ok: true as const,
  data: {
    channel: 'UPI' as const,
    intent: LINK,
    asId: 'as1',
    communicationMode: 'UPI' as const,
    resendAfter: 0,
  },
};

describe('the UPI button', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('connects, shows the link as a QR code on a desktop, verifies once the page is back, says a failure', async () => {
    const win = fakeWindow(1280);
    vi.stubGlobal('window', win);
    const t = setup(intentAnswer);
    const running = tryUpi(t.context, 'UPI');
    expect(t.store.get(channelProgressAtom)).toEqual({ channel: 'UPI', status: 'INACTIVE' });
    t.answer();
    await running;
    expect(t.store.get(channelProgressAtom)).toEqual({
      channel: 'UPI',
      status: 'INIT',
      intent: LINK,
      qr: true,
    });
    expect(t.context.flow.follow).toHaveBeenCalledWith('as1', expect.any(Function));
    await new Promise((r) => setTimeout(r, 0));
    // A desktop opens nothing: a phone scans the code.
    expect(t.handleChannelIntent).not.toHaveBeenCalled();

    win.dispatchEvent(new Event('focus'));
    expect(t.store.get(channelProgressAtom)?.status).toBe('INIT');
    win.dispatchEvent(new Event('blur'));
    win.dispatchEvent(new Event('focus'));
    expect(t.store.get(channelProgressAtom)?.status).toBe('PENDING');

    t.failed();
    expect(t.store.get(channelProgressAtom)?.status).toBe('FAILED');
  });

  it('opens the UPI app on a phone through the intent route (spec §4: same window, back after 120 s)', async () => {
    const win = fakeWindow(390);
    vi.stubGlobal('window', win);
    const t = setup(intentAnswer);
    t.answer();
    await tryUpi(t.context, 'UPI');
    await new Promise((r) => setTimeout(r, 0));
    expect(t.store.get(channelProgressAtom)).toEqual({ channel: 'UPI', status: 'INIT', intent: LINK });
    expect(t.handleChannelIntent).toHaveBeenCalledWith(
      expect.objectContaining({ channel: 'UPI', intent: LINK }),
    );
    win.document.visibilityState = 'hidden';
    win.document.dispatchEvent(new Event('visibilitychange'));
    win.document.visibilityState = 'visible';
    win.document.dispatchEvent(new Event('visibilitychange'));
    expect(t.store.get(channelProgressAtom)?.status).toBe('PENDING');
  });

  it('goes back to the entry and says why when the host refuses', async () => {
    vi.stubGlobal('window', fakeWindow(1280));
    const t = setup({ ok: false, message: 'This sign-in method is not set up yet.' } as never);
    t.answer();
    await tryUpi(t.context, 'UPI');
    expect(t.store.get(channelProgressAtom)).toBeNull();
    expect(t.store.get(errorAtom)).toMatchObject({ message: 'This sign-in method is not set up yet.' });
    expect(t.context.flow.follow).not.toHaveBeenCalled();
  });
});
