import { frameMessage } from '../contract/frameMessages';
import type { FramePort } from '../services/bridges/FramePort';
import { COLLAPSE_EVENT, DISMISS_EVENT, ERROR_EVENT, EXPAND_EVENT } from './events';

/**
 * The element events a framed page passes to its parent as spec §7 EVENT, so a merchant hears
 * them from the iframe as it would from the element itself (`auth-signin` travels as SESAME_USER).
 */
export const FRAME_FORWARDED_EVENTS: readonly string[] = [
  EXPAND_EVENT,
  COLLAPSE_EVENT,
  DISMISS_EVENT,
  ERROR_EVENT,
];

/**
 * The hosted page's side of the frame messages that are not requests: the sign-in element's
 * events go up as EVENT, and RELOAD_SDK from the parent reloads the page (a fresh configuration
 * and state, e.g. after the merchant signed the visitor out on its own side). Returns what stops it.
 */
export function bridgeFrameEvents(port: FramePort, element: EventTarget, reload: () => void): () => void {
  const forward = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    const params = typeof detail === 'object' && detail !== null ? { ...(detail as object) } : {};
    port.send(frameMessage('EVENT', { name: event.type, params: JSON.parse(JSON.stringify(params)) }));
  };
  for (const name of FRAME_FORWARDED_EVENTS) element.addEventListener(name, forward);
  const off = port.onMessage((message) => {
    if (message.type === 'RELOAD_SDK') reload();
  });
  return () => {
    off();
    for (const name of FRAME_FORWARDED_EVENTS) element.removeEventListener(name, forward);
  };
}
