import { useAtomValue, useStore } from 'jotai/react';
import { useMemo, useState } from 'react';
import type { IdentityItem } from '../services/contract/wire';
import { configAtom } from '../state/flowAtoms';
import { type OneTapPick, oneTapItems } from '../state/oneTapAccounts';
import { dispatchWidgetAtom } from '../state/widgetAtoms';
import { OneTapSheet } from './OneTapSheet';
import { themeOf, WidgetRoot } from './WidgetRoot';

export interface OneTapProps {
  locale?: string | undefined;
  theme?: string | undefined;
  /** Shown name when the page has no configuration loaded (spec §2: merchant or brand name). */
  merchantName?: string | undefined;
  /** The accounts, when the page supplies them; the configuration's user details otherwise. */
  accounts?: { mobile?: IdentityItem[]; email?: IdentityItem[] } | undefined;
  onPick: (pick: OneTapPick) => void;
  onAnother: () => void;
  onClose: () => void;
}

/** The connected one-tap picker: the accounts the page or the configuration knows (spec §2). */
export function OneTap(props: OneTapProps) {
  const store = useStore();
  const config = useAtomValue(configAtom);
  const [closed, setClosed] = useState(false);
  const details = props.accounts ?? config?.userDetails;
  const items = useMemo(
    () => oneTapItems({ mobile: details?.mobile ?? [], email: details?.email ?? [] }),
    [details],
  );
  if (closed || items.length === 0) return null;
  const name = config?.uiConfig?.general?.brandName ?? config?.merchantName ?? props.merchantName ?? '';
  return (
    <WidgetRoot
      theme={themeOf(props.theme) ?? config?.theme}
      locale={props.locale}
      primaryColor={config?.primaryColor}
    >
      <OneTapSheet
        name={name}
        accounts={items}
        onPick={(pick) => {
          setClosed(true);
          props.onPick(pick);
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
    </WidgetRoot>
  );
}
