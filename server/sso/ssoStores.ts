import type { Services } from '../Services';
import { SecretBox } from './SecretBox';
import { SsoAccountStore } from './SsoAccountStore';
import { SsoCredentialStore } from './SsoCredentialStore';
import { SsoFlowStore } from './SsoFlowStore';

export interface SsoStores {
  credentials: SsoCredentialStore;
  flows: SsoFlowStore;
  accounts: SsoAccountStore;
}

const cache = new WeakMap<Services, SsoStores>();

/** The SSO stores on the host's storage and secret, built once per set of services. */
export function ssoStores(services: Services): SsoStores {
  let stores = cache.get(services);
  if (!stores) {
    const now = () => services.clock.now();
    stores = {
      credentials: new SsoCredentialStore(services.db.kysely, new SecretBox(services.hasher), now),
      flows: new SsoFlowStore(services.db.kysely),
      accounts: new SsoAccountStore(services.db.kysely, () => `usr_${services.random.token(12)}`),
    };
    cache.set(services, stores);
  }
  return stores;
}
