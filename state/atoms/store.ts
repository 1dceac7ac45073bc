import { createStore } from 'jotai/vanilla';

/**
 * The one store every Sesame element on a page shares (docs/architecture.md §3), so that, for
 * example, the announcement bar can expand the floater. Kept apart from any store the
 * merchant's own code may use.
 */
export const sesameStore = createStore();

export type SesameStore = typeof sesameStore;
