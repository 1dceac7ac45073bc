import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../services/contract/constants';
import { type Catalogue, en, type MessageId } from './en';

export type MessageParams = Record<string, string | number>;
export type Translate = (id: MessageId, params?: MessageParams) => string;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; a placeholder without a value stays as written. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Like `interpolate`, but the values may be anything (React nodes): returns the pieces in order. */
export function interpolateParts<T>(template: string, params: Record<string, T>): Array<string | T> {
  return template.split(/(\{\w+\})/).flatMap((piece): Array<string | T> => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    if (name !== undefined && name in params) return [params[name] as T];
    return piece === '' ? [] : [piece];
  });
}

/** spec §9: en, id, pt; anything else (or nothing) is English. `pt-BR` reads as `pt`. */
export function localeOf(value: string | null | undefined): Locale {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return (LOCALES as readonly string[]).includes(base ?? '') ? (base as Locale) : DEFAULT_LOCALE;
}

/**
 * The catalogue of a locale. English is in the bundle; the others are dynamic imports, so the
 * build splits them into lazy chunks (spec §9, ARCHITECTURE.md §3).
 */
export async function loadCatalogue(locale: string | null | undefined): Promise<Catalogue> {
  switch (localeOf(locale)) {
    case 'id':
      return (await import('./id')).id;
    case 'pt':
      return (await import('./pt')).pt;
    default:
      return en;
  }
}

/** A lookup bound to one catalogue. */
export function translator(catalogue: Catalogue = en): Translate {
  return (id, params) => interpolate(catalogue[id], params);
}

/** Looks a message up in the English catalogue. */
export const t: Translate = translator(en);
