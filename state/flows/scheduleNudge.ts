import { WHATSAPP_NUDGE_AFTER_MS, WHATSAPP_NUDGE_ON_RETURN_MS } from '../../contract/constants';

/** The part of the document the nudge listens to (the page's, or a test's). */
export interface VisiblePage {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/**
 * spec §8 WhatsApp nudges ("didn't send" / "didn't approve"), at the right moment: when the
 * visitor comes back from WhatsApp (the page was hidden, then shown) and one status check later
 * the sign-in is still waiting, or after 30 s without an answer while they stayed. Calls `show`
 * once; the returned function cancels (the sign-in ended, the screen changed).
 */
export function scheduleNudge(
  show: () => void,
  page: VisiblePage | undefined = globalThis.document,
): () => void {
  let timer = setTimeout(fire, WHATSAPP_NUDGE_AFTER_MS);
  let wentAway = false;
  let done = false;
  function fire() {
    if (done) return;
    done = true;
    show();
  }
  const onVisibility = () => {
    if (page?.visibilityState === 'hidden') {
      wentAway = true;
      return;
    }
    if (!wentAway) return;
    clearTimeout(timer);
    timer = setTimeout(fire, WHATSAPP_NUDGE_ON_RETURN_MS);
  };
  page?.addEventListener('visibilitychange', onVisibility);
  return () => {
    done = true;
    clearTimeout(timer);
    page?.removeEventListener('visibilitychange', onVisibility);
  };
}
