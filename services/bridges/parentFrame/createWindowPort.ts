import type { ExactOrigin } from '../../../contract/ExactOrigin';
import { type FrameMessage, isFrameMessage } from '../../../contract/frameMessages';
import type { FramePort } from '../FramePort';

/** The window a port listens on: the page's own. */
export type ListeningWindow = Pick<Window, 'addEventListener' | 'removeEventListener'>;
/** The window a port talks to: its parent, or an iframe's content window. */
export type PeerWindow = Pick<Window, 'postMessage'>;

export interface WindowPortOptions {
  self: ListeningWindow;
  /** The peer window, the only `event.source` accepted (null while an iframe has none yet). */
  peer: () => PeerWindow | null;
  /** The peer's origin: every message goes to it, and only messages from it are accepted. */
  peerOrigin: ExactOrigin;
}

/** A FramePort that can be closed (it stops listening). */
export interface WindowFramePort extends FramePort {
  readonly peerOrigin: ExactOrigin;
  close(): void;
}

/**
 * docs/security.md "Widget, frames and bridges": outgoing messages name the peer's exact origin;
 * incoming ones pass three checks (exact origin, the expected window, the message schema), and
 * whatever fails one is dropped without a word: no handler sees it, so nothing answers it.
 */
export function createWindowPort({ self, peer, peerOrigin }: WindowPortOptions): WindowFramePort {
  const handlers = new Set<(message: FrameMessage) => void>();
  const listener = (event: MessageEvent) => {
    const expected = peer();
    if (expected === null || event.source !== expected) return;
    if (event.origin !== peerOrigin) return;
    if (!isFrameMessage(event.data)) return;
    const message = event.data;
    for (const handler of [...handlers]) handler(message);
  };
  self.addEventListener('message', listener as EventListener);
  return {
    peerOrigin,
    send(message) {
      peer()?.postMessage(message, peerOrigin);
    },
    onMessage(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    close() {
      handlers.clear();
      self.removeEventListener('message', listener as EventListener);
    },
  };
}
