import type { Services } from '../Services';

/** verify-code `webauthnRegistered` (spec §3): the user has a passkey for this app. */
export async function userHasPasskey(services: Services, appId: string, userId: string): Promise<boolean> {
  return (await services.passkeys.countOf(appId, userId)) > 0;
}

/**
 * merchant config `isWebauthnRegistered` (spec §3): a passkey was created in this browser (its
 * state, its HMAC `stateHash`), so the widget does not offer to create another one here.
 */
export async function browserHasPasskey(
  services: Pick<Services, 'passkeys'>,
  appId: string,
  stateHash: string,
): Promise<boolean> {
  return services.passkeys.existsForState(appId, stateHash);
}
