import type { Channel } from '../../contract/channels';
import { CALLER_ID_POLL_LIMIT_MS } from '../../contract/constants';
import { TRUECALLER_APP_OPEN_WAIT_MS, TRUECALLER_DEEP_LINK } from '../../contract/truecaller';
import { currentNativeContext } from '../../services/bridges/native/nativeContext';
import { isInIframe } from '../../services/device/isInIframe';
import { channelProgressAtom } from '../atoms/channelProgress';
import { dispatchFlowAtom } from '../atoms/flowAtoms';
import type { SesameStore } from '../atoms/store';
import type { ChannelClickContext } from './clickChannel';
import { resetChannelState } from './resetChannelState';

/** What opening Truecaller needs of the browser: the link, the page's focus, time. */
export interface TruecallerDevice {
  /** Truecaller's deep link (in this page, the parent frame or the app); the dev simulator's sheet in a new tab. */
  open(link: string): void;
  /** Whether the page still has the focus (it loses it when Truecaller's sheet opens over it). */
  hasFocus(): boolean;
  wait(ms: number): Promise<void>;
}

/** The page as a Truecaller device: in a frame the parent, in the native app the app opens the link. */
function pageDevice(context: Pick<ChannelClickContext, 'params' | 'storage' | 'loadIntentHandler'>) {
  const device: TruecallerDevice = {
    open(link) {
      const win = globalThis.window;
      if (!isDeepLink(link)) return void win?.open(link, '_blank');
      if (win && !isInIframe(win) && !currentNativeContext()) return void win.location.assign(link);
      // spec §4 "Intent handling": the parent frame (EXTERNAL_URL) or the app (call 7) opens it.
      const load = context.loadIntentHandler ?? (() => import('./handleChannelIntent'));
      void load().then((m) =>
        m.handleChannelIntent({
          channel: 'TRUE_CALLER_SSO',
          intent: link,
          params: context.params,
          storage: context.storage,
        }),
      );
    },
    hasFocus: () => globalThis.document?.hasFocus() ?? false,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
  return device;
}

function isDeepLink(link: string): boolean {
  return link.startsWith(`${TRUECALLER_DEEP_LINK}?`);
}

/**
 * The Truecaller button (TRUE_CALLER_SSO): the host's intent is Truecaller's deep link, opened
 * here; the sign-in is followed (spec §4, §9: caller identification, 60 s) until Truecaller's
 * post completes it. When the page keeps the focus after the link (Truecaller is not installed),
 * when the page says there is none (`hasTrueCaller=false`), when the person declines, or after
 * 60 s, the widget goes back to the entry field, where the
 * phone number's own channel signs in instead, and says why.
 */
export async function tryTruecaller(
  context: Pick<ChannelClickContext, 'api' | 'store' | 'flow' | 'params' | 'storage' | 'loadIntentHandler'>,
  channel: Channel,
  device: TruecallerDevice = pageDevice(context),
): Promise<void> {
  const { api, store } = context;
  // spec §2 `hasTrueCaller`: the page (a native host) knows the phone has no Truecaller.
  if (context.params.raw?.hasTrueCaller === 'false') return backToEntry(store);
  const result = await api.createIntent({ channel });
  const link = result.ok ? result.data.intent : null;
  if (!result.ok) {
    resetChannelState(store);
    store.set(dispatchFlowAtom, { type: 'failed', message: result.message });
    return;
  }
  if (!link) return backToEntry(store);
  store.set(channelProgressAtom, { channel, status: 'PENDING', intent: link });
  const pending = () => {
    const now = store.get(channelProgressAtom);
    return now?.channel === channel && now.intent === link;
  };
  const fallBack = () => {
    if (!pending()) return;
    stop();
    backToEntry(store);
  };
  const stop = context.flow.follow(result.data.asId, fallBack);
  device.open(link);
  void device.wait(CALLER_ID_POLL_LIMIT_MS).then(fallBack);
  if (!isDeepLink(link)) return;
  await device.wait(TRUECALLER_APP_OPEN_WAIT_MS);
  if (device.hasFocus()) fallBack();
}

function backToEntry(store: SesameStore): void {
  resetChannelState(store);
  store.set(dispatchFlowAtom, { type: 'channelUnavailable', code: 'truecallerUnavailable' });
}
