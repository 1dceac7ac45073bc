import { COLLAPSE_OPACITY_DELAY_MS } from '../../contract/constants';

/** spec §4 Widget: expanded, collapsed or hidden. */
export type WidgetMode = 'expanded' | 'collapsed' | 'hidden';

export interface WidgetState {
  mode: WidgetMode;
  /** Epoch ms of the last collapse: the opacity class stays for 600 ms after it (spec §4, §9). */
  collapsedAt: number | null;
}

export interface InitialWidgetInput {
  /** spec §4: when the merchant disables the pop-up, the floater is not shown. */
  popUpDisabled: boolean;
  /** The `usersignedin` script attribute: a signed-in visitor needs no sign-in widget. */
  userSignedIn: boolean;
  /** The `collapsed` attribute or URL flag. */
  collapsed: boolean;
  /** spec §4 Dismissal: epoch ms until which the visitor asked not to see the panel. */
  collapsedUntil: number | null;
  now: number;
}

export function initialWidgetMode(input: InitialWidgetInput): WidgetMode {
  if (input.popUpDisabled || input.userSignedIn) return 'hidden';
  if (input.collapsed) return 'collapsed';
  if (input.collapsedUntil !== null && input.collapsedUntil > input.now) return 'collapsed';
  return 'expanded';
}

export type WidgetEvent =
  | { type: 'expand' }
  | { type: 'collapse'; now: number }
  | { type: 'hide' }
  | { type: 'popUpDisabled' };

/** The widget's transitions; a hidden widget (pop-up disabled) stays hidden. */
export function widgetReducer(state: WidgetState, event: WidgetEvent): WidgetState {
  switch (event.type) {
    case 'expand':
      return state.mode === 'hidden' ? state : { mode: 'expanded', collapsedAt: null };
    case 'collapse':
      return state.mode === 'expanded' ? { mode: 'collapsed', collapsedAt: event.now } : state;
    case 'hide':
    case 'popUpDisabled':
      return { mode: 'hidden', collapsedAt: null };
  }
}

/** spec §4: the collapse is animated; its opacity class is removed 600 ms after collapsing. */
export function hasCollapseOpacity(state: WidgetState, now: number): boolean {
  return (
    state.mode === 'collapsed' &&
    state.collapsedAt !== null &&
    now - state.collapsedAt < COLLAPSE_OPACITY_DELAY_MS
  );
}
