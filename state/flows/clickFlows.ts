/**
 * What a channel button does past its first dispatches (creating an intent, support, one-tap,
 * a call, UPI, Truecaller), and the code step's delivery fallback (its offer taken by a click
 * too), as one lazy chunk (state/flows/loadClickFlows): no first screen needs them, so they
 * arrive after that screen, or when first used.
 */
export { followDelivery } from './followDelivery';
export { runOneTapAction } from './oneTapAction';
export { startChannelIntent } from './startChannelIntent';
export { startOneTapEntry } from './startOneTapEntry';
export { startVoiceCall } from './startVoiceCall';
export { runSupportAction } from './supportAction';
export { tryTruecaller } from './tryTruecaller';
export { tryUpi } from './tryUpi';
