/**
 * What a channel button does beyond creating an intent, as one lazy chunk (state/flows/
 * loadClickFlows): no first screen needs it, so it arrives after that screen, or on the click.
 */
export { runOneTapAction } from './oneTapAction';
export { startOneTapEntry } from './startOneTapEntry';
export { startVoiceCall } from './startVoiceCall';
export { runSupportAction } from './supportAction';
export { tryTruecaller } from './tryTruecaller';
export { tryUpi } from './tryUpi';
