import type { ExactOrigin } from '../../../contract/ExactOrigin';
import { createWindowPort, type WindowFramePort } from './createWindowPort';

/**
 * The embedding page's side: it talks to the Sesame iframe's window only, at the Sesame host's
 * exact origin (the origin of the iframe's address).
 */
export function createSesameFramePort(options: {
  iframe: HTMLIFrameElement;
  frameOrigin: ExactOrigin;
  window?: Window;
}): WindowFramePort {
  return createWindowPort({
    self: options.window ?? globalThis.window,
    peer: () => options.iframe.contentWindow,
    peerOrigin: options.frameOrigin,
  });
}
