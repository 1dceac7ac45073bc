import { useAtomValue, useStore } from 'jotai/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type ApiClient, createApiClient } from '../services/api/apiClient';
import { scriptOrigin } from '../services/api/scriptOrigin';
import { currentNativeContext } from '../services/bridges/native/nativeContext';
import { whenNative } from '../services/bridges/native/whenNative';
import { isSsoChannel } from '../services/contract/sso';
import { PASSKEY_CHANNEL } from '../services/contract/webauthn';
import { PROVIDER_PRIVACY_PATH } from '../services/contract/widget';
import type { Country, SignInDetail } from '../services/contract/wire';
import type { KeyValueStorage } from '../services/storage/keyValueStorage';
import { pageStorage } from '../services/storage/memoryBackedStorage';
import { planAutoClick } from '../state/autoClick';
import { channelStates, resetChannels, setChannelActive, toggleQr } from '../state/channelClientState';
import { channelProgressAtom } from '../state/channelProgress';
import { recordDismissal, storedCollapsedUntil } from '../state/dismissal';
import { type DisplayedChannel, displayChannels, isAppleDevice } from '../state/displayChannels';
import { configAtom, dispatchFlowAtom, errorAtom } from '../state/flowAtoms';
import type { FlowError } from '../state/flowMachine';
import { isCrossHidden, type LaunchParams, withoutParams } from '../state/launchParams';
import { passkeyActionsAtom } from '../state/passkeyAtoms';
import { createSignInFlow, type SignInFlow } from '../state/signInFlow';
import {
  announcementActiveAtom,
  channelStatesAtom,
  dispatchWidgetAtom,
  leftSideAtom,
  widgetModeAtom,
  widgetStateAtom,
} from '../state/widgetAtoms';
import { initialWidgetMode, type WidgetMode } from '../state/widgetMode';
import type { PanelActions } from './PanelBody';

/** What the page hears about (the element turns each into a DOM event). */
export interface ControllerCallbacks {
  onSignIn: (detail: SignInDetail) => void;
  onExpand?: (detail: { source: 'collapsed' | 'announcement' | 'api' }) => void;
  onCollapse?: (detail: { reason: 'dismiss' | 'api' }) => void;
  onDismiss?: (detail: { hideCount: number; hiddenUntil: number }) => void;
  onError?: (detail: { message: string; code?: string }) => void;
  /** spec §4 "Redirect flow" 'paralyzed': the redirect uri is returned, not opened. */
  paralyzed?: boolean;
  /** The redirect flow's returned uri (paralyzed) or apps list, for the page. */
  onRedirect?: (detail: { url?: string; apps?: unknown[] }) => void;
}

export interface ControllerOptions extends ControllerCallbacks {
  appId: string | undefined;
  locale: string | undefined;
  params: LaunchParams;
  /** Start collapsed (the `collapsed` attribute). */
  collapsed: boolean;
  storage?: KeyValueStorage;
}

/**
 * The connected half of the floater and the login page: runs the sign-in flow against the host,
 * the widget's expand / collapse / dismiss rules (spec §4), channel clicks and auto-click, and
 * reports each change through the callbacks.
 */
export function useSignInController(options: ControllerOptions) {
  const store = useStore();
  const storage = useMemo(() => options.storage ?? pageStorage(), [options.storage]);
  const [flow, setFlow] = useState<SignInFlow | null>(null);
  const [api, setApi] = useState<ApiClient | null>(null);
  const callbacks = useRef<ControllerCallbacks>(options);
  callbacks.current = options;
  const config = useAtomValue(configAtom);
  const mode = useAtomValue(widgetModeAtom);
  const error = useAtomValue(errorAtom);
  const { params, appId, locale } = options;
  const paramsRef = useRef(params);

  useEffect(() => {
    // A missing app id reaches the host, which answers with the spec's unknown-app text (§8).
    // spec §7 default set: the page's session id and client id travel with every call.
    const { sid, clientId } = paramsRef.current;
    const client = createApiClient({
      appId: appId ?? '',
      locale,
      sId: sid,
      clientId,
      urlParams: paramsRef.current.raw,
    });
    // Passkeys (state/connectPasskeys): the prompt after a sign-in, passkey sign-in and autofill.
    // Their flow and WebAuthn helpers are not needed for the first screen: a lazy chunk.
    let disposed = false;
    const passkeys = import('../state/connectPasskeys').then(({ connectPasskeys }) =>
      disposed
        ? null
        : connectPasskeys({
            api: client,
            store,
            appId: appId ?? '',
            locale,
            params: paramsRef.current,
            onCode: (code, asId) => next.completeWithCode(code, asId),
          }),
    );
    const next = createSignInFlow({
      api: client,
      store,
      onSignIn: (detail) => {
        callbacks.current.onSignIn(detail);
        // spec §7 calls 11 and 14: inside the native app the result goes to the app too.
        whenNative((native) => native.signedIn(detail));
      },
      afterSignIn: (signedIn) => void passkeys.then((p) => p?.afterSignIn(signedIn)),
      mandatory: paramsRef.current.mandatory,
      storage,
    });
    setApi(client);
    setFlow(next);
    next.start();
    // spec §7 analytics: the widget is up (the event module is a lazy chunk).
    client.track?.('INITIALIZED');
    return () => {
      next.dispose();
      disposed = true;
      void passkeys.then((p) => p?.dispose());
    };
  }, [appId, locale, store, storage]);

  // spec §4 Widget: expanded, collapsed or hidden, decided once the configuration is known.
  const decided = useRef(false);
  useEffect(() => {
    if (!config || decided.current) return;
    decided.current = true;
    const initial = initialWidgetMode({
      popUpDisabled: config.merchant?.config.isPopUpDisabled ?? false,
      userSignedIn: params.userSignedIn,
      collapsed: options.collapsed || params.collapsed,
      collapsedUntil: storedCollapsedUntil(storage),
      now: Date.now(),
    });
    store.set(widgetStateAtom, { mode: initial, collapsedAt: null });
    // spec §9: in the native app an auto-shown widget sets the webview to 100 percent (call 12).
    whenNative((native) => initial === 'expanded' && native.shown());
    const names = (config.channelConfig ?? []).flatMap((e) => e.channel.map((c) => c.name));
    store.set(channelStatesAtom, channelStates(names));
  }, [config, params, options.collapsed, storage, store]);

  // Mode changes from any element (the announcement bar too) become expand / collapse events.
  const expandSource = useRef<'collapsed' | 'announcement' | 'api'>('api');
  const collapseReason = useRef<'dismiss' | 'api'>('api');
  const lastMode = useRef<WidgetMode | null>(null);
  useEffect(() => {
    const previous = lastMode.current;
    lastMode.current = mode;
    if (previous === null || previous === mode) return;
    // Each source is spent by its own kind of change only: a click can land before the effect
    // of the previous change has run, and must not lose its source to it.
    if (mode === 'expanded') {
      callbacks.current.onExpand?.({ source: expandSource.current });
      expandSource.current = 'api';
    }
    if (mode === 'collapsed') {
      callbacks.current.onCollapse?.({ reason: collapseReason.current });
      collapseReason.current = 'api';
    }
  }, [mode]);
  useEffect(() => {
    // The announcement bar expands the floater without a floater callback: name its source.
    return store.sub(announcementActiveAtom, () => {
      if (!store.get(announcementActiveAtom)) expandSource.current = 'announcement';
    });
  }, [store]);

  const lastError = useRef<FlowError | null>(error);
  useEffect(() => {
    if (error && error !== lastError.current) {
      callbacks.current.onError?.({ message: 'code' in error ? error.code : error.message });
    }
    lastError.current = error;
  }, [error]);

  const resetChannelState = useCallback(() => {
    store.set(channelStatesAtom, resetChannels(store.get(channelStatesAtom)));
    store.set(channelProgressAtom, null);
  }, [store]);

  // SSO buttons open a popup during the click, so their code is loaded ahead of it.
  const ssoModule = useRef<typeof import('../services/sso/ssoSignIn') | null>(null);
  useEffect(() => {
    const hasSso = (config?.channelConfig ?? []).some((e) => e.channel.some((c) => isSsoChannel(c.name)));
    if (hasSso && !ssoModule.current) {
      void import('../services/sso/ssoSignIn').then((m) => {
        ssoModule.current = m;
      });
    }
  }, [config]);

  // spec §4 Channel click: clears the collapsed flag, marks the channel active, then acts.
  const clickChannel = useCallback(
    async (channel: DisplayedChannel) => {
      if (!api) return;
      store.set(dispatchWidgetAtom, { type: 'expand' });
      // The passkey channel asks the browser for a passkey instead of creating an intent.
      const passkeys = store.get(passkeyActionsAtom);
      if (channel.name === PASSKEY_CHANNEL && passkeys) return passkeys.signIn();
      store.set(channelStatesAtom, setChannelActive(store.get(channelStatesAtom), channel.name));
      store.set(channelProgressAtom, { channel: channel.name, status: 'INIT' });
      if (isSsoChannel(channel.name)) {
        // The popup must open inside the click: the SSO module is fetched when the panel mounts.
        const sso = ssoModule.current ?? (await import('../services/sso/ssoSignIn'));
        const started = await sso.ssoSignIn({
          createIntent: () => api.createIntent({ channel: channel.name }),
          hostOrigin: scriptOrigin(),
        });
        if (!started.ok) {
          resetChannelState();
          store.set(dispatchFlowAtom, { type: 'failed', message: started.message });
          return;
        }
        store.set(channelProgressAtom, { channel: channel.name, status: 'PENDING' });
        if (started.mode === 'popup') flow?.follow(started.asId);
        return;
      }
      const result = await api.createIntent({ channel: channel.name });
      if (!result.ok) {
        resetChannelState();
        // The host may not offer this channel yet: its message goes to the toast.
        store.set(dispatchFlowAtom, { type: 'failed', message: result.message });
        return;
      }
      const progress = { channel: channel.name, status: 'PENDING' as const };
      store.set(
        channelProgressAtom,
        result.data.intent ? { ...progress, intent: result.data.intent } : progress,
      );
      // spec §4 "Intent handling": where the intent's link opens (a lazy chunk, loaded on click).
      const intent = result.data.intent;
      void import('../state/handleChannelIntent').then((m) =>
        m.handleChannelIntent({ channel: channel.name, intent, params: paramsRef.current, storage }),
      );
      // The approval arrives elsewhere (a WhatsApp message, a phone): follow the status.
      flow?.follow(result.data.asId);
    },
    [api, flow, store, resetChannelState, storage],
  );

  // spec §4 "Auto-click on load", once, with the configuration's channels.
  const autoClicked = useRef(false);
  useEffect(() => {
    if (!config || !api || autoClicked.current) return;
    autoClicked.current = true;
    const channels = displayChannels(config.channelConfig ?? [], {
      isAppleDevice: isAppleDevice(globalThis.navigator?.userAgent ?? ''),
    });
    const plan = planAutoClick({
      uxMode: params.uxMode,
      autoClick: config.merchant?.autoClick ?? false,
      collapsed: store.get(widgetModeAtom) !== 'expanded',
      channelParam: params.channel,
      channels,
      native: false,
    });
    const target = channels.find((c) => c.name === plan.click);
    if (target) void clickChannel(target);
    if (plan.removeParams.length && globalThis.location) {
      history.replaceState(history.state, '', withoutParams(location.href, plan.removeParams));
    }
  }, [config, api, params, store, clickChannel]);

  const actions: PanelActions & { expand: () => void; dismiss: () => void } = useMemo(
    () => ({
      flow: flow ?? noFlow,
      loadCountries: async (): Promise<Country[]> => {
        const result = await api?.getCountryList();
        return result?.ok ? result.data : [];
      },
      clickChannel: (channel) => void clickChannel(channel),
      cancelChannel: resetChannelState,
      showQr: (on) => store.set(leftSideAtom, toggleQr(on)),
      qr: api?.createQrSignIn && flow ? { create: api.createQrSignIn, follow: flow.follow } : undefined,
      // spec §2 collapsed floater: turns QR off, resets channels and expands.
      expand: () => {
        store.set(leftSideAtom, toggleQr(false));
        resetChannelState();
        expandSource.current = 'collapsed';
        store.set(dispatchWidgetAtom, { type: 'expand' });
      },
      // spec §4 Dismissal: count the hide, store the expiry, collapse.
      dismiss: () => {
        const now = Date.now();
        const dismissal = recordDismissal(storage, now);
        collapseReason.current = 'dismiss';
        store.set(dispatchWidgetAtom, { type: 'collapse', now });
        callbacks.current.onDismiss?.({
          hideCount: dismissal.hideCount,
          hiddenUntil: dismissal.collapsedUntil,
        });
      },
    }),
    [flow, api, clickChannel, resetChannelState, store, storage],
  );

  // spec §2 code-verification screen: a `code` (without the headless flag) goes to the
  // redirect-URI service, and the parameter leaves the address bar.
  const [verifyingCode, setVerifyingCode] = useState(params.code !== null && !params.isHeadless);
  const runCodeVerification = useCallback(async () => {
    if (!api || params.code === null) return;
    const currentUrl = location.href;
    history.replaceState(history.state, '', withoutParams(currentUrl, ['code']));
    // spec §4 "Redirect flow" (a lazy chunk: only pages opened with a code need it).
    const { runCodeRedirect } = await import('../state/runCodeRedirect');
    const { plan, navigated } = await runCodeRedirect({
      api,
      code: params.code,
      urlRedirectUri: params.raw.redirect_uri ?? null,
      currentUrl,
      paralyzed: callbacks.current.paralyzed ?? false,
      inIframe: inFrame(),
      sdkWebview: currentNativeContext() === 'sdkWebview',
      open: (url) => location.assign(url),
    });
    if (navigated) return;
    if (plan.kind === 'return') callbacks.current.onRedirect?.({ url: plan.url });
    if (plan.kind === 'apps') callbacks.current.onRedirect?.({ apps: plan.apps });
    setVerifyingCode(false);
  }, [api, params.code, params.raw.redirect_uri]);

  return {
    ready: flow !== null,
    actions,
    crossHidden: isCrossHidden(params),
    providerPolicy: `${scriptOrigin()}${PROVIDER_PRIVACY_PATH}`,
    verifyingCode: verifyingCode && api !== null,
    runCodeVerification,
  };
}

const noop = () => {};
const noFlow: PanelActions['flow'] = {
  setEmail: noop,
  submitEmail: noop,
  setOtp: noop,
  resend: noop,
  change: noop,
  retry: noop,
};

function inFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}
