import { useEffect, useState } from 'react';
import type { Catalogue } from '../../contract/i18n/Catalogue';
import { en } from '../../contract/i18n/en';
import { type Locale, localeOf } from '../../contract/i18n/locales';
import { loadCatalogue } from '../i18n/t';

/** A catalogue and the language it is in. */
export interface LoadedCatalogue {
  locale: Locale;
  catalogue: Catalogue;
}

/** The catalogue of `locale`: English at once, another language as soon as its chunk has loaded. */
export function useLocaleCatalogue(locale: Locale): LoadedCatalogue {
  const [loaded, setLoaded] = useState<LoadedCatalogue>({ locale: 'en', catalogue: en });
  useEffect(() => {
    let current = true;
    void loadCatalogue(locale).then(
      (catalogue) => current && setLoaded({ locale: localeOf(locale), catalogue }),
    );
    return () => {
      current = false;
    };
  }, [locale]);
  return loaded;
}
