import type { ReactNode } from 'react';

/** A table that scrolls sideways on a narrow screen; focusable, so keyboards can scroll it too. */
export function TableScroll(props: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
    <section className="table-scroll" tabIndex={0} aria-label={props.label}>
      {props.children}
    </section>
  );
}
