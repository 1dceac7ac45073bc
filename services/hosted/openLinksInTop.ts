import { frameMessage } from '../../contract/frameMessages';
import type { FramePort } from '../bridges/FramePort';

/**
 * spec §7 EXTERNAL_URL: a framed page cannot navigate its top window across origins, so links
 * meant for it (`target="_top"`, in any shadow root) are handed to the parent, which opens them.
 */
export function openLinksInTop(port: FramePort, root: Document = document): () => void {
  const onClick = (event: Event) => {
    const anchor = event
      .composedPath()
      .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.target === '_top');
    if (!anchor) return;
    const url = safeExternalUrl(anchor.href);
    if (!url) return;
    event.preventDefault();
    port.send(frameMessage('EXTERNAL_URL', { url }));
  };
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}

/** Only http(s) addresses leave a frame for the top window (never `javascript:` or `data:`). */
export function safeExternalUrl(value: string, base?: string): string | null {
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
