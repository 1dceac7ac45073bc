import { useEffect, useState } from 'react';
import type { Catalogue } from '../../contract/i18n/Catalogue';
import { type Locale, localeOf } from '../../contract/i18n/locales';
import { afterFirstScreen } from '../../services/api/afterFirstScreen';
import { completeEnglish, english, onEnglishComplete } from '../i18n/english';
import { loadCatalogue } from '../i18n/t';

/** A catalogue and the language it is in. */
export interface LoadedCatalogue {
  locale: Locale;
  catalogue: Catalogue;
}

/**
 * The catalogue of `locale`: English at once, another language as soon as its chunk has loaded.
 * English's later texts (widgets/i18n/english.ts) are fetched once the first screen is up; when
 * they arrive, an English catalogue is handed out anew, so what showed a text empty shows it.
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
  useEffect(() => {
    const stop = onEnglishComplete(() =>
      setLoaded((now) => (now.catalogue === english ? { ...now, catalogue: { ...english } } : now)),
    );
    void afterFirstScreen()
      .then(completeEnglish)
      .catch(() => {});
    return stop;
  }, []);
  return loaded;
}
