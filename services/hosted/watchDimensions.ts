import { frameMessage } from '../../contract/frameMessages';
import type { FramePort } from '../bridges/FramePort';

/**
 * spec §7 MANAGE_DIMENSIONS: the framed page tells its parent its content height whenever it
 * changes, so the iframe fits it without scrollbars. What to measure can appear late (a lazy
 * screen), so `find` is asked again whenever `root`'s tree changes. Equal sizes are sent once.
 */
export function watchDimensions(port: FramePort, root: Node, find: () => Element | null): () => void {
  let last = -1;
  let watched: Element | null = null;
  const report = () => {
    if (!watched) return;
    const height = Math.ceil(watched.getBoundingClientRect().height);
    if (height === 0 || height === last) return;
    last = height;
    port.send(frameMessage('MANAGE_DIMENSIONS', { height }));
  };
  const sizes = new ResizeObserver(report);
  const refind = () => {
    const next = find();
    if (next === watched) return;
    if (watched) sizes.unobserve(watched);
    watched = next;
    if (watched) sizes.observe(watched);
  };
  const tree = new MutationObserver(refind);
  tree.observe(root, { childList: true, subtree: true });
  refind();
  return () => {
    tree.disconnect();
    sizes.disconnect();
  };
}
