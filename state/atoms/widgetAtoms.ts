import { atom } from 'jotai/vanilla';
import { type ChannelClientState, initialLeftSide, type LeftSide } from '../rules/channelClientState';
import { type WidgetEvent, type WidgetState, widgetReducer } from '../rules/widgetMode';

/**
 * The widget state every element on the page shares through the one store (docs/architecture.md §3):
 * the announcement bar expands the floater, and while it is active the panel is hidden (spec §2).
 */
export const widgetStateAtom = atom<WidgetState>({ mode: 'expanded', collapsedAt: null });
export const dispatchWidgetAtom = atom(null, (get, set, event: WidgetEvent) => {
  set(widgetStateAtom, widgetReducer(get(widgetStateAtom), event));
});
export const widgetModeAtom = atom((get) => get(widgetStateAtom).mode);

/** spec §3 Announcement bar `active`: set while a bar is on the page and not yet clicked. */
export const announcementActiveAtom = atom(false);

/** spec §3 Left side panel (the QR code). */
export const leftSideAtom = atom<LeftSide>(initialLeftSide);

/** spec §3 Channel (client state) of the button channels. */
export const channelStatesAtom = atom<ChannelClientState[]>([]);
