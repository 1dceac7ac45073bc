import type { HeadlessResponse } from '../../contract/headless';
import type { MerchantConfigResponse } from '../../contract/wire';
import type { HeadlessDeps } from './HeadlessDeps';
import { headlessChannelConfig } from './headlessChannelConfig';
import { headlessApiError, headlessSuccess } from './headlessResponses';

/**
 * spec §4 "Headless flow": READY_STATE answers ready at once, GET_CONFIG and COUNTRY_CODE answer
 * with their data. Undefined for a request that is not one of these queries.
 */
export async function answerHeadlessQuery(
  channel: string | undefined,
  options: {
    api: Pick<HeadlessDeps['api'], 'getCountryList'>;
    merchantConfig: () => Promise<MerchantConfigResponse | HeadlessResponse>;
    hostOrigin: HeadlessDeps['hostOrigin'];
  },
): Promise<HeadlessResponse | undefined> {
  switch (channel) {
    case 'READY_STATE':
      return headlessSuccess('READY_STATE', { ready: true });
    case 'COUNTRY_CODE': {
      const countries = await options.api.getCountryList();
      if (!countries.ok) return headlessApiError({ message: countries.message });
      return headlessSuccess('COUNTRY_CODE', countries.data);
    }
    case 'GET_CONFIG': {
      const loaded = await options.merchantConfig();
      if (!('channelConfig' in loaded)) return loaded;
      return headlessSuccess('GET_CONFIG', {
        channelConfig: headlessChannelConfig(loaded, options.hostOrigin),
      });
    }
  }
  return undefined;
}
