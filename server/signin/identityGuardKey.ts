import type { Services } from '../Services';

/** The failure counter of one identity (email or phone) of one app. */
export function identityGuardKey(services: Services, appId: string, identity: string): string {
  return services.hasher.hash('identity-guard', `${appId}:${identity}`);
}
