import type { ApiClient } from '../../services/api/apiClient';
import { browserPasskeyEnvironment } from '../../services/webauthn/browserPasskeyEnvironment';
import type { WebAuthnContext } from '../../services/webauthn/webAuthnTrigger';
import { configAtom, dispatchFlowAtom } from '../atoms/flowAtoms';
import { passkeyActionsAtom } from '../atoms/passkeyAtoms';
import type { SesameStore } from '../atoms/store';
import type { LaunchParams } from '../rules/launchParams';
import { createPasskeyFlow, type PasskeyFlow } from './passkeyFlow';

const TRUE = /^(true|1|yes)$/i;

/** spec §5 trigger inputs from the launch parameters and the browser. */
function webAuthnContextOf(params: LaunchParams, userAgent: string): WebAuthnContext {
  return {
    isHeadless: params.isHeadless,
    userAgent,
    sdkPlatform: params.raw.sdkPlatform ?? null,
    isWebAuthnSupported: TRUE.test(params.raw.isWebAuthnSupported ?? ''),
  };
}

/**
 * The widget's passkeys on this page's browser: the runner, published for the entry screen
 * (passkeyActionsAtom), its offer refreshed whenever the merchant configuration changes, and
 * its failures shown in the error toast.
 */
export function connectPasskeys(options: {
  api: ApiClient;
  store: SesameStore;
  appId: string;
  locale: string | undefined;
  params: LaunchParams;
  onCode(code: string, asId: string): void;
}): PasskeyFlow {
  const { store } = options;
  const flow = createPasskeyFlow({
    api: options.api,
    store,
    appId: options.appId,
    env: browserPasskeyEnvironment({
      context: webAuthnContextOf(options.params, globalThis.navigator?.userAgent ?? ''),
      locale: options.locale,
    }),
    onCode: options.onCode,
    onError: (message) => store.set(dispatchFlowAtom, { type: 'failed', message }),
  });
  store.set(passkeyActionsAtom, flow);
  flow.refresh();
  const unsubscribe = store.sub(configAtom, flow.refresh);
  return {
    ...flow,
    dispose() {
      unsubscribe();
      flow.dispose();
      if (store.get(passkeyActionsAtom) === flow) store.set(passkeyActionsAtom, null);
    },
  };
}
