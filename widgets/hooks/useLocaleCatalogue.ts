import { useEffect, useState } from 'react';
import { type Catalogue, en } from '../i18n/en';
import { loadCatalogue, localeOf } from '../i18n/t';

/** The catalogue of `locale`: English at once, another language as soon as its chunk has loaded. */
export function useLocaleCatalogue(locale: string | null | undefined): Catalogue {
  const [catalogue, setCatalogue] = useState<Catalogue>(en);
  const wanted = localeOf(locale);
  useEffect(() => {
    let current = true;
    void loadCatalogue(wanted).then((loaded) => current && setCatalogue(loaded));
    return () => {
      current = false;
    };
  }, [wanted]);
  return catalogue;
}
