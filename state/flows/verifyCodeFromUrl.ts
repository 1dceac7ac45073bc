import type { ApiClient } from '../../services/api/apiClient';
import type { KeyValueStorage } from '../../services/storage/keyValueStorage';
import type { SesameStore } from '../atoms/store';
import type { LaunchParams } from '../rules/launchParams';
import { returnedSignIn } from '../rules/returnedSignIn';
import { withoutParams } from '../rules/withoutParams';
import type { ControllerEnvironment } from './ControllerEnvironment';
import { finishReturnedSignIn } from './finishReturnedSignIn';
import { runCodeRedirect } from './runCodeRedirect';
import type { SignInFlow } from './signInFlow';

/**
 * spec §2 code-verification screen: a `code` (without the headless flag) goes to the
 * redirect-URI service, and the parameter leaves the address bar. A sign-in that came back with
 * its `asid` (state/rules/returnedSignIn) is finished here instead. Resolves true when the panel
 * is to be shown (the page is not being left).
 */
export async function verifyCodeFromUrl(options: {
  api: Pick<ApiClient, 'getRedirectUri' | 'track' | 'getStatus'>;
  params: Pick<LaunchParams, 'code' | 'raw' | 'asId' | 'signInError' | 'isHeadless'>;
  env: ControllerEnvironment;
  flow: Pick<SignInFlow, 'completeWithCode' | 'follow'>;
  store: SesameStore;
  storage: Pick<KeyValueStorage, 'get'>;
  /** Read when the redirect is decided: spec §4 "Redirect flow" 'paralyzed'. */
  paralyzed: () => boolean;
  onRedirect: (detail: { url?: string; apps?: unknown[] }) => void;
}): Promise<boolean> {
  const { code, raw } = options.params;
  const location = options.env.location();
  const returned = returnedSignIn(options.params);
  if (returned.kind !== 'none') {
    location?.replace(withoutParams(location.href, ['code', 'asid', 'error']));
    const { api, flow, store, storage } = options;
    await finishReturnedSignIn({ returned, api, flow, store, storage });
    return true;
  }
  if (code === null || !location) return false;
  const currentUrl = location.href;
  location.replace(withoutParams(currentUrl, ['code']));
  const { plan, navigated } = await runCodeRedirect({
    api: options.api,
    code,
    urlRedirectUri: raw.redirect_uri ?? null,
    currentUrl,
    paralyzed: options.paralyzed(),
    inIframe: options.env.inIframe(),
    sdkWebview: options.env.sdkWebview(),
    open: (url) => location.assign(url),
  });
  if (navigated) return false;
  if (plan.kind === 'return') options.onRedirect({ url: plan.url });
  if (plan.kind === 'apps') options.onRedirect({ apps: plan.apps });
  return true;
}
