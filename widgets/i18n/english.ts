import type { Catalogue } from '../../contract/i18n/Catalogue';
import { enFirst } from '../../contract/i18n/enFirst';
import { loadOnce } from '../../state/flows/loadOnce';

/**
 * The widget's English catalogue (docs/languages.md): the first screens' texts from the start,
 * the later screens' once `completeEnglish` has loaded their chunk (contract/i18n/enLater.ts).
 * It comes with the first later screen's chunk (`withLaterTexts`; the floater fetches its later
 * screens once its first one is up), or at once when one of its texts is wanted first
 * (widgets/i18n/t.ts). Filled in place, so a lookup made after that sees every text; those who
 * showed a text empty are told (`onEnglishComplete`, widgets/hooks/useLocaleCatalogue.ts).
 */
export const english = { ...enFirst } as Partial<Catalogue> as Catalogue;

const listeners = new Set<() => void>();

/** Loads the later screens' English texts into `english`, once; a failed fetch is tried again. */
export const completeEnglish: () => Promise<void> = loadOnce(() =>
  import('../../contract/i18n/enLater').then(({ enLater }) => {
    Object.assign(english, enLater);
    for (const listener of listeners) listener();
  }),
);

/** Calls `listener` when the later texts have arrived; answers the function that stops it. */
export function onEnglishComplete(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A later screen's chunk and the later English texts, fetched side by side, so the screen never
 * shows a text empty. A non-English page fetches the texts too: they are small and come after
 * the first screen.
 */
export function withLaterTexts<T>(chunk: Promise<T>): Promise<T> {
  return Promise.all([chunk, completeEnglish()]).then(([module]) => module);
}
