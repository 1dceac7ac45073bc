import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { Locale } from '../../contract/i18n/locales';
import { API } from '../../contract/paths';
import type { Country } from '../../contract/wire';
import { defaultParamProperties, responses } from '../http/schemas';
import { visitorLocale } from '../i18n/requestLocale';
import type { Services } from '../Services';

const lists = new Map<Locale, Country[]>();

/**
 * Every country with its dialling code, named and sorted in the visitor's language (`Intl.DisplayNames`,
 * docs/languages.md); computed once per language.
 */
function countriesIn(locale: Locale): Country[] {
  let list = lists.get(locale);
  if (!list) {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    list = getCountries()
      .map((iso) => ({ name: names.of(iso) ?? iso, iso, dialCode: `+${getCountryCallingCode(iso)}` }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
    lists.set(locale, list);
  }
  return list;
}

const countryList = {
  type: 'array',
  items: {
    type: 'object',
    properties: { name: { type: 'string' }, iso: { type: 'string' }, dialCode: { type: 'string' } },
    required: ['name', 'iso', 'dialCode'],
  },
} as const;

/** spec §7 `/v1/countryList`: the list the widget caches after its first success. */
export function countryListRoute(app: FastifyInstance, services: Services): void {
  const schema = {
    params: {
      type: 'object',
      additionalProperties: false,
      properties: { state: { type: 'string', maxLength: 128 } },
    },
    // spec §7: GETs carry the default parameters; like every route, nothing undeclared.
    querystring: { type: 'object', additionalProperties: false, properties: defaultParamProperties },
    response: responses(countryList),
  };
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { locale, appId } = request.query as { locale?: string; appId?: string };
    // docs/languages.md: the element's language, else the app's, else the browser's. The list
    // is public, so an unknown or missing app only means there is no app language to follow.
    const merchant = appId ? await services.apps.get(appId) : undefined;
    reply.header('Cache-Control', 'public, max-age=86400');
    reply.header('Vary', 'Accept-Language');
    return countriesIn(visitorLocale(request, locale, merchant));
  };
  app.get(API.countryList, { schema }, handler);
  app.get(`${API.countryList}/:state`, { schema }, handler);
}
