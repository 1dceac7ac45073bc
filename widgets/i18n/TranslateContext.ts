import { createContext, useContext, useMemo } from 'react';
import type { Catalogue } from '../../contract/i18n/Catalogue';
import type { Locale } from '../../contract/i18n/locales';
import { english } from './english';
import { type Translate, translator } from './t';

/** The catalogue of the element's locale; English when no provider is above. */
export const CatalogueContext = createContext<Catalogue>(english);
/** The language of that catalogue (English until a lazy one has loaded): numbers follow it. */
export const CatalogueLocaleContext = createContext<Locale>('en');

export function useCatalogue(): Catalogue {
  return useContext(CatalogueContext);
}

/** A lookup in the element's catalogue, numbers written its language's way. */
export function useT(): Translate {
  const catalogue = useCatalogue();
  const locale = useContext(CatalogueLocaleContext);
  return useMemo(() => translator(catalogue, locale), [catalogue, locale]);
}
