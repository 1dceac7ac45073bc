import type { SignInDetail } from '../../contract/wire';
import { afterFirstScreen } from '../../services/api/afterFirstScreen';
import { type ApiClient, type ApiClientOptions, createApiClient } from '../../services/api/apiClient';
import { whenNative } from '../../services/bridges/native/whenNative';
import type { KeyValueStorage } from '../../services/storage/keyValueStorage';
import type { SesameStore } from '../atoms/store';
import type { LaunchParams } from '../rules/launchParams';
import type { connectPasskeys } from './connectPasskeys';
import { createSignInFlow } from './createSignInFlow';
import type { SignInFlow } from './signInFlow';
import { watchConnectivity } from './watchConnectivity';

/** One app's live sign-in: its API client and flow, until `dispose`. */
export interface SignInConnection {
  api: ApiClient;
  flow: SignInFlow;
  dispose(): void;
}

export interface ConnectSignInOptions {
  appId: string | undefined;
  locale: string | undefined;
  params: LaunchParams;
  store: SesameStore;
  storage: KeyValueStorage;
  onSignIn(detail: SignInDetail): void;
  /** The API client of the provider host (tests pass a fake). */
  createApi?: (options: ApiClientOptions) => ApiClient;
  /** Loads the passkey wiring; a lazy chunk, since the first screen does not need it. */
  loadPasskeys?: () => Promise<{ connectPasskeys: typeof connectPasskeys }>;
}

/**
 * Starts the sign-in of one app: builds the API client, the sign-in flow and the passkeys
 * (the prompt after a sign-in, passkey sign-in and autofill), loads the configuration, and
 * reports the widget as up.
 */
export function connectSignIn(options: ConnectSignInOptions): SignInConnection {
  const { params, store, appId, locale } = options;
  // A missing app id reaches the host, which answers with the spec's unknown-app text (§8).
  // spec §7 default set: the page's session id and client id travel with every call.
  const api = (options.createApi ?? createApiClient)({
    appId: appId ?? '',
    locale,
    sId: params.sid,
    clientId: params.clientId,
    urlParams: params.raw,
  });
  let disposed = false;
  // Not needed for the first screen: fetched once that screen is up (services/api/afterFirstScreen).
  const loadPasskeys =
    options.loadPasskeys ?? (() => afterFirstScreen().then(() => import('./connectPasskeys')));
  const passkeys = loadPasskeys().then((m) =>
    disposed
      ? null
      : m.connectPasskeys({
          api,
          store,
          appId: appId ?? '',
          locale,
          params,
          onCode: (code, asId) => flow.completeWithCode(code, asId),
        }),
  );
  const flow = createSignInFlow({
    api,
    store,
    appId,
    onSignIn: (detail) => {
      options.onSignIn(detail);
      // spec §7 calls 11 and 14: inside the native app the result goes to the app too.
      whenNative((native) => native.signedIn(detail));
    },
    afterSignIn: (signedIn) => {
      void passkeys.then((p) => p?.afterSignIn(signedIn));
      // spec §4: the configuration is loaded again, now for a browser that verified an identity.
      void import('./reloadConfig').then((m) =>
        disposed ? undefined : m.reloadConfig(api, store, options.storage),
      );
    },
    mandatory: params.mandatory,
    storage: options.storage,
    // Loaded on a typed number's Continue only, when the app has silent auth on.
    silentAuth: (target) => import('./silentAuthOnPage').then((m) => m.silentAuthOnPage(api, target)),
  });
  flow.start();
  const unwatch = watchConnectivity(store, flow.connectionChanged);
  // spec §7 analytics: the widget is up (the event module is a lazy chunk).
  api.track?.('INITIALIZED');
  return {
    api,
    flow,
    dispose() {
      flow.dispose();
      unwatch();
      disposed = true;
      void passkeys.then((p) => p?.dispose());
    },
  };
}
