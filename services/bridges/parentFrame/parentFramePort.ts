import type { FramePort } from '../FramePort';

let current: FramePort | null = null;

/**
 * The hosted page's checked port to its parent, once elements/hostedPage.ts has set it up; the
 * intent handler posts EXTERNAL_URL through it (spec §4 "Intent handling": in an iframe the parent
 * opens the intent). Null outside a frame, or when the parent's origin is not registered.
 */
export function parentFramePort(): FramePort | null {
  return current;
}

/** Called once by the hosted page with the port it opened (or null when it has none). */
export function setParentFramePort(port: FramePort | null): void {
  current = port;
}
