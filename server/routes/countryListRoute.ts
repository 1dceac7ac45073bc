import type { FastifyInstance } from 'fastify';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { API } from '../../services/contract/paths';
import type { Country } from '../../services/contract/wire';
import { defaultParamProperties, responses } from '../http/schemas';
import type { Services } from '../Services';

const names = new Intl.DisplayNames(['en'], { type: 'region' });

/** Every country with its dialling code, sorted by name; computed once. */
const COUNTRIES: Country[] = getCountries()
  .map((iso) => ({ name: names.of(iso) ?? iso, iso, dialCode: `+${getCountryCallingCode(iso)}` }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const countryList = {
  type: 'array',
  items: {
    type: 'object',
    properties: { name: { type: 'string' }, iso: { type: 'string' }, dialCode: { type: 'string' } },
    required: ['name', 'iso', 'dialCode'],
  },
} as const;

/** spec §7 `/v1/countryList`: the list the widget caches after its first success. */
export function countryListRoute(app: FastifyInstance, _services: Services): void {
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
  const handler = async (_request: unknown, reply: { header: (k: string, v: string) => unknown }) => {
    reply.header('Cache-Control', 'public, max-age=86400');
    return COUNTRIES;
  };
  app.get(API.countryList, { schema }, handler);
  app.get(`${API.countryList}/:state`, { schema }, handler);
}
