import { DELIVERY_POLL_MS } from '../../contract/deliveryFallback';
import type { IntentResponse } from '../../contract/wire';
import type { ApiClient } from '../../services/api/apiClient';
import { channelProgressAtom } from '../atoms/channelProgress';
import { deliveryOfferAtom } from '../atoms/deliveryOffer';
import type { SesameStore } from '../atoms/store';
import { failureEvent } from '../rules/failureEvent';
import type { FlowEvent, FlowState } from '../rules/flowMachine';
import type { SignInFlow } from './signInFlow';
import { startVoiceCall } from './startVoiceCall';

export interface DeliveryDeps {
  get: () => FlowState;
  dispatch: (event: FlowEvent) => void;
  /** Dispatches; true when the event started a call. */
  starts: (event: FlowEvent) => boolean;
  /** Follows the code step's sign-in again (its status and its delivery), after a new code. */
  watch: () => void;
  /** The flow, which follows a call's sign-in from the entry step. */
  flow: () => Pick<SignInFlow, 'follow' | 'completeWithCode'>;
  timers?: { set: (run: () => void, ms: number) => unknown; clear: (handle: unknown) => void };
}

/**
 * Automatic fallback on the code step of a typed number (docs/channels.md "Delivery status and
 * fallback"): the delivery report is asked every 5 s until the host offers the next channel
 * (the message failed, or stayed undelivered past DELIVERY_FALLBACK_AFTER_S); the offer is shown,
 * and taking it starts that channel for the same number: a new code step for SMS, the call's
 * screen for a voice call. The earlier sign-in ends on the host.
 */
export function followDelivery(
  options: { api: ApiClient; store: SesameStore; now?: (() => number) | undefined },
  deps: DeliveryDeps,
) {
  const { api, store } = options;
  const { get, dispatch } = deps;
  const now = options.now ?? Date.now;
  const timers = deps.timers ?? {
    set: (run: () => void, ms: number) => setTimeout(run, ms),
    clear: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  let timer: unknown;
  let following: string | null = null;
  const current = (asId: string) => following === asId && get().step === 'code' && get().asId === asId;

  function stop() {
    following = null;
    if (timer !== undefined) timers.clear(timer);
    timer = undefined;
  }

  function schedule(asId: string) {
    timer = timers.set(async () => {
      timer = undefined;
      if (!current(asId) || !api.getDelivery) return;
      const report = await api.getDelivery(asId);
      if (!current(asId)) return;
      const fallback = report.ok ? report.data.fallback : null;
      if (!fallback) return schedule(asId);
      const take = () => void takeFallback(asId);
      store.set(deliveryOfferAtom, { ...store.get(deliveryOfferAtom), asId, next: { ...fallback, take } });
    }, DELIVERY_POLL_MS);
  }

  async function takeFallback(asId: string) {
    // Busy: the status watch of the sign-in being replaced waits, and the code field too.
    if (!api.startFallback || get().asId !== asId || !deps.starts({ type: 'verifying' })) return;
    stop();
    const result = await api.startFallback(asId);
    if (get().asId !== asId) return;
    if (!result.ok) {
      dispatch(failureEvent(result, 'code', now()));
      return follow(asId);
    }
    if (result.data.channel === 'VOICE_APPROVAL') return callInstead(result.data);
    store.set(deliveryOfferAtom, { asId: result.data.asId, via: result.data.channel });
    dispatch({
      type: 'intentCreated',
      asId: result.data.asId,
      destination: result.data.destinationUri ?? get().destination,
      otpLength: result.data.otpLength ?? null,
      resendAfterS: result.data.resendAfter,
      now: now(),
    });
    deps.watch();
  }

  /** The call's own screen (widgets/VoiceCallPending), from the entry step, as its button does. */
  function callInstead(intent: IntentResponse) {
    dispatch({ type: 'changeRequested' });
    store.set(deliveryOfferAtom, null);
    const channel = intent.channel;
    const callAgain = () => void startVoiceCall({ api, store, flow: deps.flow() }, channel);
    store.set(channelProgressAtom, {
      channel,
      status: 'PENDING',
      callAgain,
      ...(intent.destinationUri ? { destination: intent.destinationUri } : {}),
      ...(intent.matchCode ? { matchCode: intent.matchCode } : {}),
    });
    deps.flow().follow(intent.asId, () => {
      const progress = store.get(channelProgressAtom);
      if (progress?.channel === channel && progress.status === 'PENDING')
        store.set(channelProgressAtom, { ...progress, status: 'FAILED' });
    });
  }

  function follow(asId: string) {
    stop();
    if (get().path !== 'phone' || !api.getDelivery) return;
    if (store.get(deliveryOfferAtom)?.asId !== asId) store.set(deliveryOfferAtom, { asId });
    following = asId;
    schedule(asId);
  }

  return { follow, stop };
}
