import { interactionPolicy } from 'oidc-provider';
import type { Services } from '../Services';
import { appOfUser } from './findOidcAccount';

/**
 * The standard login and consent prompts, plus one check: a Sesame user belongs to one app, so
 * a browser signed in for one app's user signs in again for another app.
 */
export function oidcPolicy(services: Services): interactionPolicy.Prompt[] {
  const policy = interactionPolicy.base();
  policy.get('login')?.checks.add(
    new interactionPolicy.Check(
      'account_of_other_app',
      'the signed-in account belongs to another app',
      'login_required',
      async (ctx) => {
        const accountId = ctx.oidc.session?.accountId;
        if (!accountId) return interactionPolicy.Check.NO_NEED_TO_PROMPT;
        return (await appOfUser(services, accountId)) === ctx.oidc.client?.clientId
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT;
      },
    ),
  );
  return policy;
}
