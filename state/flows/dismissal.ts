import { DISMISS_SCHEDULE_MS } from '../../contract/constants';
import { WIDGET_STORAGE_KEYS } from '../../contract/widget';
import type { KeyValueStorage } from '../../services/storage/keyValueStorage';

/** spec §4, §9: the 1st hide lasts 4 h, the 2nd one day, the 3rd seven days, later ones 28 days. */
export function hideDurationMs(hideCount: number): number {
  const schedule: readonly number[] = DISMISS_SCHEDULE_MS;
  const index = Math.min(Math.max(hideCount, 1), schedule.length) - 1;
  return schedule[index] ?? 0;
}

export interface Dismissal {
  hideCount: number;
  /** Epoch ms until which the widget stays collapsed. */
  collapsedUntil: number;
}

/**
 * spec §4 Dismissal: increments the hide counter kept in storage and stores the collapsed-until
 * expiry time; the caller collapses the widget.
 */
export function recordDismissal(storage: KeyValueStorage, now: number): Dismissal {
  const previous = Number.parseInt(storage.get(WIDGET_STORAGE_KEYS.hideCount) ?? '0', 10);
  const hideCount = (Number.isFinite(previous) && previous > 0 ? previous : 0) + 1;
  const collapsedUntil = now + hideDurationMs(hideCount);
  storage.set(WIDGET_STORAGE_KEYS.hideCount, String(hideCount));
  storage.set(WIDGET_STORAGE_KEYS.collapsedUntil, String(collapsedUntil));
  return { hideCount, collapsedUntil };
}

/** The stored expiry, or null when none is stored or it is unreadable. */
export function storedCollapsedUntil(storage: KeyValueStorage): number | null {
  const value = Number(storage.get(WIDGET_STORAGE_KEYS.collapsedUntil));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** spec §4: after one-tap success, the collapsed counter and 'ohc' are cleared. */
export function clearDismissal(storage: KeyValueStorage): void {
  storage.remove(WIDGET_STORAGE_KEYS.hideCount);
  storage.remove(WIDGET_STORAGE_KEYS.collapsedUntil);
  storage.remove(WIDGET_STORAGE_KEYS.oneTapHidden);
}
