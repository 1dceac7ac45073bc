import { atom } from 'jotai/vanilla';

/** How the full-screen loader looks: spec §2 `loaderColor`, `loadingText`, `textColor`. */
export interface HandOffLoader {
  color: string | null;
  text: string | null;
  textColor: string | null;
}

/**
 * spec §2 full-screen loader of the WordPress form integration: set while the page hands a
 * sign-in to its own server (the work given to `auth-signin`'s `waitUntil`), cleared after.
 */
export const handOffAtom = atom<HandOffLoader | null>(null);
