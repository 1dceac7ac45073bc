import type { SesameStore } from '../atoms/store';
import { announcementActiveAtom } from '../atoms/widgetAtoms';
import type { WidgetMode } from '../rules/widgetMode';

export type ExpandSource = 'collapsed' | 'announcement' | 'api';
export type CollapseReason = 'dismiss' | 'api';

export interface ModeListeners {
  onExpand?: (detail: { source: ExpandSource }) => void;
  onCollapse?: (detail: { reason: CollapseReason }) => void;
}

export interface ModeEvents {
  /** The next expansion comes from `source` (otherwise it counts as the page's API). */
  expandingFrom(source: ExpandSource): void;
  /** The next collapse happens for `reason` (otherwise it counts as the page's API). */
  collapsingFor(reason: CollapseReason): void;
  /** The mode now on screen; the first one seen is the starting point and reports nothing. */
  changed(mode: WidgetMode, listeners: ModeListeners): void;
  /** The announcement bar expands the floater without a floater callback: names its source. */
  watchAnnouncement(store: SesameStore): () => void;
}

/**
 * Turns the widget's mode changes, from any element (the announcement bar too), into expand and
 * collapse events that name their source: what asked for the change is noted first, and spent
 * when the change is seen.
 */
export function createModeEvents(): ModeEvents {
  let expandSource: ExpandSource = 'api';
  let collapseReason: CollapseReason = 'api';
  let lastMode: WidgetMode | null = null;
  return {
    expandingFrom(source) {
      expandSource = source;
    },
    collapsingFor(reason) {
      collapseReason = reason;
    },
    changed(mode, listeners) {
      const previous = lastMode;
      lastMode = mode;
      if (previous === null || previous === mode) return;
      // Each source is spent by its own kind of change only: a click can land before the
      // previous change has been seen, and must not lose its source to it.
      if (mode === 'expanded') {
        listeners.onExpand?.({ source: expandSource });
        expandSource = 'api';
      }
      if (mode === 'collapsed') {
        listeners.onCollapse?.({ reason: collapseReason });
        collapseReason = 'api';
      }
    },
    watchAnnouncement(store) {
      return store.sub(announcementActiveAtom, () => {
        if (!store.get(announcementActiveAtom)) expandSource = 'announcement';
      });
    },
  };
}
