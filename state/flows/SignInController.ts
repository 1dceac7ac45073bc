import type { Country, SignInDetail } from '../../contract/wire';
import { afterFirstScreen } from '../../services/api/afterFirstScreen';
import { currentNativeContext } from '../../services/bridges/native/nativeContext';
import { whenNative } from '../../services/bridges/native/whenNative';
import type { KeyValueStorage } from '../../services/storage/keyValueStorage';
import type { SesameStore } from '../atoms/store';
import { dispatchWidgetAtom, leftSideAtom } from '../atoms/widgetAtoms';
import { toggleQr } from '../rules/channelClientState';
import type { DisplayedChannel } from '../rules/displayChannels';
import type { FlowConfig, FlowError } from '../rules/flowMachine';
import type { LaunchParams } from '../rules/launchParams';
import type { WidgetMode } from '../rules/widgetMode';
import { browserEnvironment, type ControllerEnvironment } from './ControllerEnvironment';
import { clickChannel } from './clickChannel';
import { type ConnectSignInOptions, connectSignIn, type SignInConnection } from './connectSignIn';
import { recordDismissal } from './dismissal';
import { loadClickFlows } from './loadClickFlows';
import { loadSignInSteps } from './loadSignInSteps';
import { createModeEvents, type ModeListeners } from './ModeEvents';
import { resetChannelState } from './resetChannelState';
import { settleInitialMode } from './settleInitialMode';
import { createSsoLoader } from './ssoLoader';

/** What the page hears about (the element turns each into a DOM event). */
export interface ControllerCallbacks extends ModeListeners {
  onSignIn: (detail: SignInDetail) => void;
  onDismiss?: (detail: { hideCount: number; hiddenUntil: number }) => void;
  onError?: (detail: { message: string; code?: string }) => void;
  /** spec §4 "Redirect flow" 'paralyzed': the redirect uri is returned, not opened. */
  paralyzed?: boolean;
  /** The redirect flow's returned uri (paralyzed) or apps list, for the page. */
  onRedirect?: (detail: { url?: string; apps?: unknown[] }) => void;
}

/** The element's current settings: read afresh at each use. */
export interface ControllerInputs extends ControllerCallbacks {
  params: LaunchParams;
  /** Start collapsed (the `collapsed` attribute). */
  collapsed: boolean;
}

export interface ControllerDeps {
  store: SesameStore;
  storage: KeyValueStorage;
  inputs: () => ControllerInputs;
  env?: ControllerEnvironment;
  connect?: (options: ConnectSignInOptions) => SignInConnection;
}

export type SignInController = ReturnType<typeof createSignInController>;

/**
 * The floater's and the login page's sign-in, from the first configuration to the redirect: the
 * expand / collapse / dismiss rules (spec §4), channel clicks and auto-click, each change
 * reported through the callbacks. Lives as long as the element; its connection to the host is
 * renewed when the app or the locale changes.
 */
export function createSignInController(deps: ControllerDeps) {
  const { store, storage, inputs } = deps;
  const env = deps.env ?? browserEnvironment;
  // The connection is made with the parameters the page opened with.
  const params = inputs().params;
  const modes = createModeEvents();
  const sso = createSsoLoader();
  let current: SignInConnection | null = null;
  let decided = false;
  let autoClicked = false;
  let lastError: FlowError | null = null;

  const click = (connection: SignInConnection, channel: DisplayedChannel) =>
    clickChannel({ ...connection, store, storage, params, sso, hostOrigin: env.hostOrigin() }, channel);

  const controller = {
    connect(appId: string | undefined, locale: string | undefined): SignInConnection {
      const onSignIn = (detail: SignInDetail) => inputs().onSignIn(detail);
      const connection = (deps.connect ?? connectSignIn)({ appId, locale, params, store, storage, onSignIn });
      current = connection;
      const dispose = () => {
        if (current === connection) current = null;
        connection.dispose();
      };
      return { ...connection, dispose };
    },

    /** The merchant configuration arrived (or changed). */
    configured(config: FlowConfig): void {
      const { params, collapsed } = inputs();
      if (!decided) {
        decided = true;
        settleInitialMode({ config, params, collapsed, storage, store, now: env.now() });
        // The channel buttons' own flows and the sign-in's later steps follow the first
        // screen, before anyone clicks.
        void afterFirstScreen()
          .then(() => Promise.all([loadClickFlows(), loadSignInSteps()]))
          .catch(() => {});
      }
      sso.preloadFor(config);
      const connection = current;
      if (!connection || autoClicked) return;
      autoClicked = true;
      // spec §4 "Auto-click on load" acts only in ux mode or with the merchant's autoClick: only
      // then is its code (a lazy chunk) fetched.
      if (!params.uxMode && !config.merchant?.autoClick) return;
      void import('./autoClickOnLoad').then((m) =>
        m.autoClickOnLoad({
          config,
          params,
          store,
          userAgent: env.userAgent(),
          click: (channel) => void click(connection, channel),
          location: env.location(),
        }),
      );
    },

    modeChanged(mode: WidgetMode): void {
      modes.changed(mode, inputs());
    },

    /** A new error reached the toast: the page hears of it once. */
    errorChanged(error: FlowError | null): void {
      if (error && error !== lastError) {
        inputs().onError?.({ message: 'code' in error ? error.code : error.message });
      }
      lastError = error;
    },

    watchAnnouncement: (): (() => void) => modes.watchAnnouncement(store),

    clickChannel: click,

    /** What the panel's buttons do, with or without a connection to the host yet. */
    actions(connection: SignInConnection | null) {
      return {
        flow: connection?.flow ?? null,
        loadCountries: async (): Promise<Country[]> => {
          const result = await connection?.api.getCountryList();
          return result?.ok ? result.data : [];
        },
        clickChannel: (channel: DisplayedChannel) => {
          if (connection) void click(connection, channel);
        },
        cancelChannel: () => resetChannelState(store),
        showQr: (on: boolean) => store.set(leftSideAtom, toggleQr(on)),
        qr:
          connection?.api.createQrSignIn && connection.flow
            ? { create: connection.api.createQrSignIn, follow: connection.flow.follow }
            : undefined,
        expand: controller.expand,
        dismiss: controller.dismiss,
      };
    },

    /** spec §2 collapsed floater: turns QR off, resets channels and expands. */
    expand(): void {
      store.set(leftSideAtom, toggleQr(false));
      resetChannelState(store);
      modes.expandingFrom('collapsed');
      store.set(dispatchWidgetAtom, { type: 'expand' });
    },

    /** spec §4 Dismissal: count the hide, store the expiry, collapse. */
    dismiss(): void {
      // In the native app the app is told (0) and closes the webview; no hide is counted.
      if (currentNativeContext()) {
        whenNative((native) => native.dismissed());
        return;
      }
      const now = env.now();
      const dismissal = recordDismissal(storage, now);
      modes.collapsingFor('dismiss');
      store.set(dispatchWidgetAtom, { type: 'collapse', now });
      inputs().onDismiss?.({ hideCount: dismissal.hideCount, hiddenUntil: dismissal.collapsedUntil });
    },

    /**
     * spec §2 code-verification screen; resolves true when the panel is to be shown. A lazy
     * chunk, with the redirect flow: only pages opened with a code or a returned sign-in need it.
     */
    async verifyCode(connection: SignInConnection): Promise<boolean> {
      const { verifyCodeFromUrl } = await import('./verifyCodeFromUrl');
      return verifyCodeFromUrl({
        api: connection.api,
        params: inputs().params,
        env,
        flow: connection.flow,
        store,
        storage,
        paralyzed: () => inputs().paralyzed ?? false,
        onRedirect: (detail) => inputs().onRedirect?.(detail),
      });
    },
  };
  return controller;
}
