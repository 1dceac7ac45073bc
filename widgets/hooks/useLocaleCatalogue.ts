import { useEffect, useState } from 'react';
import type { Catalogue } from '../../contract/i18n/Catalogue';
import { en } from '../../contract/i18n/en';
import type { Locale } from '../../contract/i18n/locales';
import { loadCatalogue } from '../i18n/t';

/** The catalogue of `locale`: English at once, another language as soon as its chunk has loaded. */
export function useLocaleCatalogue(locale: Locale): Catalogue {
  const [catalogue, setCatalogue] = useState<Catalogue>(en);
  useEffect(() => {
    let current = true;
    void loadCatalogue(locale).then((loaded) => current && setCatalogue(loaded));
    return () => {
      current = false;
    };
  }, [locale]);
  return catalogue;
}
