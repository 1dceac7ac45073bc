import { createApiClient } from '../services/api/apiClient';
import { parseLaunchParams } from '../state/rules/launchParams';

/**
 * The floater's first calls (the state, then the merchant config, spec §7) start as soon as the
 * bundle runs, before React has mounted anything: the floater's own client then joins the
 * requests in flight (services/api/sharedInFlight) instead of starting them ~200 ms later on a
 * phone. Only for `<auth-floater app-id>` elements already in the page; the client is built from
 * the same launch parameters as the floater's (widgets/useSignInController).
 */
export function startEarlyCalls(doc: Document | undefined = globalThis.document): void {
  for (const element of doc?.querySelectorAll('auth-floater[app-id]') ?? []) {
    const attribute = (name: string) => element.getAttribute(name);
    const params = parseLaunchParams(globalThis.location?.search ?? '', {
      appid: attribute('app-id'),
      locale: attribute('locale'),
      ismandatory: attribute('mandatory'),
      sid: attribute('sid'),
      cid: attribute('cid'),
      usersignedin: element.hasAttribute('usersignedin') ? 'true' : null,
    });
    // A signed-in visitor's floater draws nothing (elements/SignedInGate): nothing to fetch.
    if (!params.appId || params.userSignedIn) continue;
    void createApiClient({
      appId: params.appId,
      locale: params.locale ?? undefined,
      sId: params.sid,
      clientId: params.clientId,
      urlParams: params.raw,
      collectDevice: false,
    }).getMerchantConfig();
  }
}

startEarlyCalls();
