import { useEffect, useMemo, useRef, useState } from 'react';
import type { IdentityItem, SignInDetail } from '../contract/wire';
import { whenNative } from '../services/bridges/native/whenNative';
import { configAtom } from '../state/atoms/flowAtoms';
import { handOffAtom } from '../state/atoms/handOffAtom';
import { dispatchWidgetAtom } from '../state/atoms/widgetAtoms';
import { type OneTapPick, oneTapItems } from '../state/rules/oneTapAccounts';
import { HandOffLoader } from './HandOffLoader';
import { useAtomValue, useStore } from './hooks/atomHooks';
import { OneTapSheet } from './OneTapSheet';
import { useBrowserAccounts } from './useBrowserAccounts';
import { themeOf, WidgetRoot } from './WidgetRoot';

export interface OneTapProps {
  /** With no `accounts`, the identities verified in this browser for this app are listed. */
  appId?: string | undefined;
  locale?: string | undefined;
  theme?: string | undefined;
  /** Shown name when the page has no configuration loaded (spec §2: merchant or brand name). */
  merchantName?: string | undefined;
  /** The accounts, when the page supplies them; the configuration's user details otherwise. */
  accounts?: { mobile?: IdentityItem[]; email?: IdentityItem[] } | undefined;
  onPick: (pick: OneTapPick) => void;
  /** A picked identity of this browser signed in (after the usual verify-code step). */
  onSignIn?: (detail: SignInDetail) => void;
  onError?: (detail: { message: string; code?: string }) => void;
  onAnother: () => void;
  onClose: () => void;
}

/**
 * The connected one-tap picker (spec §2): the accounts the page supplies; else, with an app id,
 * the identities verified in this browser, and picking one signs in; else the configuration's.
 */
export function OneTap(props: OneTapProps) {
  const store = useStore();
  const config = useAtomValue(configAtom);
  const [closed, setClosed] = useState(false);
  const fromBrowser = !props.accounts && !!props.appId;
  const browser = useBrowserAccounts({
    appId: props.appId,
    locale: props.locale,
    enabled: fromBrowser,
    onSignIn: (detail) => props.onSignIn?.(detail),
    onError: (detail) => props.onError?.(detail),
  });
  const details = props.accounts ?? (fromBrowser ? browser.accounts : config?.userDetails);
  const items = useMemo(
    () => oneTapItems({ mobile: details?.mobile ?? [], email: details?.email ?? [] }),
    [details],
  );
  const open = !closed && items.length > 0;
  const handingOff = useAtomValue(handOffAtom) !== null;
  const onCloseRef = useRef(props.onClose);
  onCloseRef.current = props.onClose;
  // spec §2: in the native app the hardware back closes the picker (call 3 subscription).
  useEffect(() => {
    if (!open) return;
    let off: (() => void) | undefined;
    let done = false;
    whenNative((native) => {
      if (done) return;
      off = native.onBack(() => {
        setClosed(true);
        onCloseRef.current();
      });
    });
    return () => {
      done = true;
      off?.();
    };
  }, [open]);
  // After a pick the sheet is gone, but the page's hand-off loader may still be up.
  if (!open && !handingOff) return null;
  const name = config?.uiConfig?.general?.brandName ?? config?.merchantName ?? props.merchantName ?? '';
  return (
    <WidgetRoot
      theme={themeOf(props.theme) ?? config?.theme}
      locale={props.locale}
      primaryColor={config?.primaryColor}
    >
      <HandOffLoader />
      {open && (
        <OneTapSheet
          name={name}
          accounts={items}
          onPick={(pick) => {
            setClosed(true);
            props.onPick(pick);
            if (fromBrowser) browser.signIn(pick);
          }}
          onAnother={() => {
            setClosed(true);
            store.set(dispatchWidgetAtom, { type: 'expand' });
            props.onAnother();
          }}
          onClose={() => {
            setClosed(true);
            props.onClose();
          }}
        />
      )}
    </WidgetRoot>
  );
}
