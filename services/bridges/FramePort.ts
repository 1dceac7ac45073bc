import type { FrameMessage } from '../../contract/frameMessages';

/**
 * One side of a checked window-to-window channel (spec §7 messages, docs/security.md "Widget, frames
 * and bridges"). The implementation behind it posts to one exact target origin and delivers only
 * messages that passed the origin, source and schema checks, so code holding a port never sees
 * raw `MessageEvent`s.
 */
export interface FramePort {
  send(message: FrameMessage): void;
  /** Calls `handler` with every accepted message until the returned function is called. */
  onMessage(handler: (message: FrameMessage) => void): () => void;
}
