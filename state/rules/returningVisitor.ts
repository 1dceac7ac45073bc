import type { IdentifierType } from '../../contract/channels';
import type { MerchantConfigResponse } from '../../contract/wire';

/** The identity a returning visitor is greeted as (masked, as the host sent it). */
export interface ReturningVisitor {
  identifierType: IdentifierType;
  /** The name the greetings use: the masked identity. */
  name: string;
  /** The letter of the collapsed floater's avatar, for an email; none for a number. */
  initial?: string;
}

/**
 * spec §3 user details of a device-proved merchant configuration (docs/widget.md "Returning
 * visitors"): the identity this browser verified most recently, email before phone, or null for
 * a visitor the host does not recognise (a FRESH configuration verified nothing).
 */
export function returningVisitor(
  config: Partial<Pick<MerchantConfigResponse, 'userDetails' | 'uiType'>> | null | undefined,
): ReturningVisitor | null {
  if (!config || config.uiType === 'FRESH') return null;
  const details = config.userDetails;
  const email = details?.email?.[0];
  if (email?.value) {
    const initial = email.value.slice(0, 1).toUpperCase();
    return { identifierType: 'EMAIL', name: email.name ?? email.value, ...(initial ? { initial } : {}) };
  }
  const mobile = details?.mobile?.[0];
  if (mobile?.value) return { identifierType: 'MOBILE', name: mobile.name ?? mobile.value };
  return null;
}
