import { type Locale, pickLocale } from '../../contract/i18n/locales';

/**
 * The visitor's language for what the host sends and shows (docs/languages.md): the widget's
 * `locale` (its attribute or the page's parameter), else the app's language, else the browser's
 * `Accept-Language` in its order of preference, else English. The widget picks its own the same way.
 */
export function requestLocale(input: {
  locale?: string | undefined;
  appLocale?: string | undefined;
  acceptLanguage?: string | undefined;
}): Locale {
  return pickLocale([input.locale, input.appLocale, ...acceptedLanguages(input.acceptLanguage)]);
}

/** `Accept-Language` (RFC 9110 §12.5.4) as tags, most preferred first; `q=0` means not wanted. */
function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** `requestLocale` for a browser's request: the `locale` it names, else the app's, else its `Accept-Language`. */
export function visitorLocale(
  request: { headers: { 'accept-language'?: string | undefined } },
  locale: string | undefined,
  app: { options: { locale?: string | undefined } } | undefined,
): Locale {
  return requestLocale({
    locale,
    appLocale: app?.options.locale,
    acceptLanguage: request.headers['accept-language'],
  });
}
