import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside `ref` while it is mounted, closes on Escape, and gives focus back to what had
 * it before (inside a shadow root, `document.activeElement` is the host: ask the root).
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, onEscape: () => void, active = true): void {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;
  useEffect(() => {
    const box = ref.current;
    if (!box || !active) return;
    const root = box.getRootNode() as Document | ShadowRoot;
    const previous = root.activeElement as HTMLElement | null;
    const focusables = () => [...box.querySelectorAll<HTMLElement>(FOCUSABLE)];
    (focusables()[0] ?? box).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return event.preventDefault();
      const now = root.activeElement;
      if (event.shiftKey && (now === first || !box.contains(now))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (now === last || !box.contains(now))) {
        event.preventDefault();
        first.focus();
      }
    };
    box.addEventListener('keydown', onKey);
    return () => {
      box.removeEventListener('keydown', onKey);
      if (previous?.isConnected) previous.focus();
    };
  }, [ref, active]);
}
