import type { ReactNode } from 'react';
import type { Store, TileTheme } from './Tile';

/** One tile of the design-review page: a state of an element, drawn the same way on every run. */
export interface ReviewState {
  /** `<element>-<state>`: the tile id without theme and width. */
  id: string;
  title: string;
  setup: (store: Store) => void;
  render: () => ReactNode;
  page?: boolean;
  locale?: string;
  height?: { desktop?: number; mobile?: number };
  /** The themes it is drawn in: light and dark unless it says (`os` follows the page's colour scheme). */
  themes?: readonly TileTheme[];
}
