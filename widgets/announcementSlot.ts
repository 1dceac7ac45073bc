import { useEffect, useState, useSyncExternalStore } from 'react';
import { ANNOUNCEMENT_BAR_HEIGHT_PX } from '../contract/constants';

/** The bars mounted on the page, first come first shown: `<auth-announcement>` and the floater's `announcement`. */
const holders: symbol[] = [];
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * One announcement bar per page (spec §2): true for the bar that shows. A second bar (the
 * floater's `announcement` attribute beside an `<auth-announcement>`) waits, and takes over
 * if the first leaves the page.
 */
export function useAnnouncementSlot(): boolean {
  const [id] = useState(() => Symbol('announcement'));
  useEffect(() => {
    holders.push(id);
    notify();
    return () => {
      holders.splice(holders.indexOf(id), 1);
      notify();
    };
  }, [id]);
  return useSyncExternalStore(
    subscribe,
    () => holders[0] === id,
    () => false,
  );
}

/**
 * While the bar is pinned to the top of the viewport, the page's body moves down by its height,
 * so the bar covers none of the page's own header; the padding is put back when it goes.
 */
export function usePagePushedDown(pinned: boolean): void {
  useEffect(() => {
    const body = globalThis.document?.body;
    if (!pinned || !body) return;
    const before = body.style.paddingTop;
    const current = Number.parseFloat(getComputedStyle(body).paddingTop) || 0;
    body.style.paddingTop = `${current + ANNOUNCEMENT_BAR_HEIGHT_PX}px`;
    return () => {
      body.style.paddingTop = before;
    };
  }, [pinned]);
}
