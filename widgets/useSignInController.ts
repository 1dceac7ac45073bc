import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PROVIDER_PRIVACY_PATH } from '../contract/widget';
import { scriptOrigin } from '../services/api/scriptOrigin';
import type { KeyValueStorage } from '../services/storage/keyValueStorage';
import { pageStorage } from '../services/storage/memoryBackedStorage';
import { configAtom, errorAtom } from '../state/atoms/flowAtoms';
import { widgetModeAtom } from '../state/atoms/widgetAtoms';
import type { SignInConnection } from '../state/flows/connectSignIn';
import { type ControllerInputs, createSignInController } from '../state/flows/SignInController';
import { isCrossHidden } from '../state/rules/launchParams';
import { opensVerifyingCode } from '../state/rules/returnedSignIn';
import { useAtomValue, useStore } from './hooks/atomHooks';
import type { PanelActions } from './PanelBody';

export interface ControllerOptions extends ControllerInputs {
  appId: string | undefined;
  locale: string | undefined;
  storage?: KeyValueStorage;
}

/**
 * Connects the floater and the login page to their sign-in controller (state/flows/SignInController):
 * one controller per element, one connection per app and locale, and the atoms it watches.
 */
export function useSignInController(options: ControllerOptions) {
  const store = useStore();
  const storage = useMemo(() => options.storage ?? pageStorage(), [options.storage]);
  const inputs = useRef<ControllerInputs>(options);
  inputs.current = options;
  const controller = useMemo(
    () => createSignInController({ store, storage, inputs: () => inputs.current }),
    [store, storage],
  );
  const [connection, setConnection] = useState<SignInConnection | null>(null);
  const config = useAtomValue(configAtom);
  const mode = useAtomValue(widgetModeAtom);
  const error = useAtomValue(errorAtom);
  const { params, appId, locale } = options;

  useEffect(() => {
    const next = controller.connect(appId, locale);
    setConnection(next);
    return next.dispose;
  }, [controller, appId, locale]);
  useEffect(() => {
    if (config) controller.configured(config);
  }, [controller, config]);
  useEffect(() => controller.modeChanged(mode), [controller, mode]);
  useEffect(() => controller.watchAnnouncement(), [controller]);
  useEffect(() => controller.errorChanged(error), [controller, error]);

  const actions: PanelActions & { expand: () => void; dismiss: () => void } = useMemo(() => {
    const { flow, ...rest } = controller.actions(connection);
    return { ...rest, flow: flow ?? noFlow };
  }, [controller, connection]);

  const [verifyingCode, setVerifyingCode] = useState(opensVerifyingCode(params));
  const runCodeVerification = useCallback(async () => {
    if (connection && (await controller.verifyCode(connection))) setVerifyingCode(false);
  }, [controller, connection]);

  return {
    ready: connection !== null,
    actions,
    crossHidden: isCrossHidden(params),
    providerPolicy: `${scriptOrigin()}${PROVIDER_PRIVACY_PATH}`,
    verifyingCode: verifyingCode && connection !== null,
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
