import { enFirst } from './enFirst';
import { enLater } from './enLater';

/**
 * The English catalogue, the source every other language translates key by key (docs/languages.md).
 * `en`: every text the widget shows (spec §2 visible texts, spec §4 bottom lines, spec §8
 * user-facing texts), written in two files: enFirst.ts (the first screens, in the widget's first
 * bundle) and enLater.ts (the later screens, loaded after). `enHost` (enHost.ts): what the host
 * sends and shows, so the widget's bundle never carries the host's texts. `{name}` placeholders
 * are filled, never translated.
 */
export const en = { ...enFirst, ...enLater } as const;
