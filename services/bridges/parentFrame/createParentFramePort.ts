import type { ExactOrigin } from '../../../contract/ExactOrigin';
import { createWindowPort, type WindowFramePort } from './createWindowPort';

/**
 * The hosted page's side, inside an iframe: it talks to `window.parent` only, at the parent
 * origin the page checked against the app's registered origins (resolveParentOrigin).
 */
export function createParentFramePort(options: {
  parentOrigin: ExactOrigin;
  window?: Window;
}): WindowFramePort {
  const self = options.window ?? globalThis.window;
  return createWindowPort({
    self,
    peer: () => (self.parent !== self ? self.parent : null),
    peerOrigin: options.parentOrigin,
  });
}
