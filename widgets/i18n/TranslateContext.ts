import { createContext, useContext, useMemo } from 'react';
import type { Catalogue } from '../../contract/i18n/Catalogue';
import { en } from '../../contract/i18n/en';
import { type Translate, translator } from './t';

/** The catalogue of the element's locale; English when no provider is above. */
export const CatalogueContext = createContext<Catalogue>(en);

export function useCatalogue(): Catalogue {
  return useContext(CatalogueContext);
}

/** A lookup in the element's catalogue. */
export function useT(): Translate {
  const catalogue = useCatalogue();
  return useMemo(() => translator(catalogue), [catalogue]);
}
