import type { Account, KoaContextWithOIDC } from 'oidc-provider';
import type { Services } from '../Services';

/**
 * oidc-provider's `findAccount`: the Sesame user behind a `sub`, with the standard claims the
 * scopes release (openid: sub; email; phone; profile: name, picture). A user belongs to one
 * app, so an account is found only for its own app's client: a browser signed in to one app's
 * users is never handed to another app.
 */
export async function findOidcAccount(
  services: Services,
  ctx: KoaContextWithOIDC,
  sub: string,
): Promise<Account | undefined> {
  const row = await services.users.withApp(sub);
  const clientId = ctx.oidc.client?.clientId;
  if (!row || (clientId !== undefined && row.app_id !== clientId)) return undefined;
  const picture = await services.ssoAccounts.latestPicture(sub);
  return {
    accountId: sub,
    claims: () => ({
      sub,
      ...(row.email ? { email: row.email, email_verified: row.email_verified === 1 } : {}),
      // A phone number is stored only once a code or message from it was verified.
      ...(row.mobile ? { phone_number: row.mobile, phone_number_verified: true } : {}),
      ...(row.name ? { name: row.name } : {}),
      ...(picture ? { picture } : {}),
    }),
  };
}

/** The app a user belongs to, or undefined for an unknown user. */
export async function appOfUser(services: Services, userId: string): Promise<string | undefined> {
  return (await services.users.withApp(userId))?.app_id;
}
