import { inTransaction } from '../db/inTransaction';
import type { Services } from '../Services';
import { normalizeEmail } from '../signin/normalizeEmail';
import type { SsoProfile } from './SsoProfile';

/**
 * The user a provider account signs in as, linked or created on first use (docs/security.md
 * "OAuth / OIDC"): an account is keyed by (issuer, subject), never by email; a provider's email
 * joins an existing user only when the provider verified it, so an unverified address cannot
 * take over someone's account. The user (UserStore) and the link commit together.
 */
export async function ssoSignIn(
  services: Services,
  appId: string,
  provider: string,
  said: SsoProfile,
  now: number,
): Promise<string> {
  const profile = { ...said, email: said.email ? normalizeEmail(said.email) : undefined };
  const known = await services.ssoAccounts.get(appId, profile.issuer, profile.subject);
  if (known) {
    await services.ssoAccounts.refresh(appId, profile, known, now);
    return known.user_id;
  }
  try {
    return await inTransaction(services, async (stores) => {
      const userId = await stores.users.forProviderAccount(appId, profile, now);
      await stores.ssoAccounts.link(appId, provider, profile, userId, now);
      return userId;
    });
  } catch (error) {
    // Two first sign-ins of one account at once: the other one linked it.
    const raced = await services.ssoAccounts.get(appId, profile.issuer, profile.subject);
    if (raced) return raced.user_id;
    throw error;
  }
}
