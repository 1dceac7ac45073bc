import { useEffect, useState } from 'react';
import type { Catalogue } from '../../contract/i18n/Catalogue';
import { type Locale, localeOf } from '../../contract/i18n/locales';
import { english, onEnglishComplete } from '../i18n/english';
import { loadCatalogue } from '../i18n/t';

/** A catalogue and the language it is in. */
export interface LoadedCatalogue {
  locale: Locale;
  catalogue: Catalogue;
}

/**
 * The catalogue of `locale`: English at once, another language as soon as its chunk has loaded.
 * When English's later texts arrive (widgets/i18n/english.ts), an English catalogue is handed out
 * anew, so anything that showed one of them empty shows it.
 */
export function useLocaleCatalogue(locale: Locale): LoadedCatalogue {
  const [loaded, setLoaded] = useState<LoadedCatalogue>({ locale: 'en', catalogue: english });
  useEffect(() => {
    let current = true;
    void loadCatalogue(locale).then(
      (catalogue) => current && setLoaded({ locale: localeOf(locale), catalogue }),
    );
    return () => {
      current = false;
    };
  }, [locale]);
  useEffect(
    () =>
      onEnglishComplete(() =>
        setLoaded((now) => (now.catalogue === english ? { ...now, catalogue: { ...english } } : now)),
      ),
    [],
  );
  return loaded;
}
