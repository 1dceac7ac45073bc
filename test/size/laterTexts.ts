import { existsSync, readFileSync } from 'node:fs';
import { enLater } from '../../contract/i18n/enLater';

/** Texts the first screens name by a prefix and a value (`entry.${problem}`, `error.${code}`…). */
const BUILT_PREFIXES = ['entry.', 'error.', 'announcement.'];

/**
 * The later screens' English texts (contract/i18n/enLater.ts) come after the widget is
 * interactive, so a module of the first screens must not name one: it would show it empty until
 * they come. Answers a line for each such use among `sources` (repository paths of the modules
 * before interactive), and for each later text under a prefix the first screens build keys from.
 */
export function laterTextProblems(sources: Iterable<string>): string[] {
  const problems: string[] = [];
  const later = Object.keys(enLater);
  for (const key of later) {
    const prefix = BUILT_PREFIXES.find((p) => key.startsWith(p));
    if (prefix)
      problems.push(
        `${key} is in enLater.ts, but the first screens build "${prefix}…" keys: move it to enFirst.ts`,
      );
  }
  for (const source of sources) {
    if (source.includes('node_modules/') || !existsSync(source)) continue;
    const text = readFileSync(source, 'utf8');
    for (const key of later) {
      if (text.includes(`'${key}'`) || text.includes(`"${key}"`))
        problems.push(
          `${source} is before interactive and names ${key}, a later text: move it to enFirst.ts`,
        );
    }
  }
  return problems;
}
