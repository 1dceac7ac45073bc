import { atom } from 'jotai/vanilla';

/** Whether the browser is online; the panel shows the offline notice when it is not (docs/widget.md). */
export const onlineAtom = atom(globalThis.navigator?.onLine ?? true);
