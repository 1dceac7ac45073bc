import type { Channel } from '../../contract/channels';
import { DESKTOP_MIN_WIDTH_PX } from '../../contract/constants';
import { channelProgressAtom } from '../atoms/channelProgress';
import { dispatchFlowAtom } from '../atoms/flowAtoms';
import type { ChannelClickContext } from './clickChannel';
import { resetChannelState } from './resetChannelState';

/**
 * The UPI button (spec §4 UPI statuses): 'Connecting' (INACTIVE) while the host asks the PSP for
 * a payment link; 'Authenticating Transaction' (INIT) while the person pays ₹1 in a UPI app, the
 * link opened on a phone (in the same window, history back after 120 s: spec §4, §9) or shown as
 * a QR code on a desktop; 'Verifying Transaction' (PENDING) once the person is back on the page;
 * 'Verified' when the PSP reported who paid. The status is followed (polled every 3 s where
 * no stream is open) until then; a declined or expired payment says so.
 */
export async function tryUpi(context: ChannelClickContext, channel: Channel): Promise<void> {
  const { api, store } = context;
  store.set(channelProgressAtom, { channel, status: 'INACTIVE' });
  const result = await api.createIntent({ channel });
  if (!result.ok) {
    resetChannelState(store);
    // The host's reason (not set up, too many tries, the PSP unreachable) goes to the toast.
    store.set(dispatchFlowAtom, { type: 'failed', message: result.message });
    return;
  }
  const intent = result.data.intent;
  if (!intent) {
    store.set(channelProgressAtom, { channel, status: 'FAILED' });
    return;
  }
  const win = globalThis.window;
  const desktop = win ? win.innerWidth > DESKTOP_MIN_WIDTH_PX : false;
  store.set(channelProgressAtom, { channel, status: 'INIT', intent, ...(desktop ? { qr: true } : {}) });
  const verifying = () => {
    const now = store.get(channelProgressAtom);
    if (now?.channel === channel && now.status === 'INIT')
      store.set(channelProgressAtom, { ...now, status: 'PENDING' });
  };
  if (win) watchReturn(win, verifying);
  if (!desktop) {
    const load = context.loadIntentHandler ?? (() => import('./handleChannelIntent'));
    void load().then((m) =>
      m.handleChannelIntent({ channel, intent, params: context.params, storage: context.storage }),
    );
  }
  context.flow.follow(result.data.asId, () => {
    const now = store.get(channelProgressAtom);
    if (now?.channel === channel && now.status !== 'SUCCESS')
      store.set(channelProgressAtom, { ...now, status: 'FAILED' });
  });
}

/** Calls `back` once, when the page is shown again after the UPI app (or the link's tab) hid it. */
function watchReturn(win: Window, back: () => void): void {
  let left = false;
  const onHide = () => {
    left = true;
  };
  const onShow = () => {
    if (!left || win.document.visibilityState === 'hidden') return;
    win.removeEventListener('blur', onHide);
    win.removeEventListener('focus', onShow);
    win.document.removeEventListener('visibilitychange', onChange);
    back();
  };
  const onChange = () => (win.document.visibilityState === 'hidden' ? onHide() : onShow());
  win.addEventListener('blur', onHide);
  win.addEventListener('focus', onShow);
  win.document.addEventListener('visibilitychange', onChange);
}
