import { createElement } from 'react';
import type { IdentityItem } from '../contract/wire';
import { OneTap } from '../widgets/OneTap';
import { emitSignIn } from './emitSignIn';
import { ACCOUNT_PICK_EVENT, DISMISS_EVENT, ERROR_EVENT, EXPAND_EVENT, emit } from './events';

export interface AuthOnetapProps {
  container?: HTMLElement;
  appId?: string;
  locale?: string;
  theme?: string;
  merchantName?: string;
  accounts?: { mobile?: IdentityItem[]; email?: IdentityItem[] };
  loaderColor?: string;
  loadingText?: string;
  textColor?: string;
  usersignedin?: boolean;
}

/** `<auth-onetap>`'s sheet and the events it sends: a lazy chunk with the sheet (elements/authOnetap.ts). */
export function AuthOnetapView(props: AuthOnetapProps) {
  const { container, appId, locale, theme, merchantName, accounts } = props;
  const loader = {
    color: props.loaderColor ?? null,
    text: props.loadingText ?? null,
    textColor: props.textColor ?? null,
  };
  return createElement(OneTap, {
    appId,
    locale,
    theme,
    merchantName,
    accounts,
    onPick: (pick) => emit(container, ACCOUNT_PICK_EVENT, pick),
    onSignIn: (detail) => emitSignIn(container, detail, loader),
    onError: (detail) => emit(container, ERROR_EVENT, detail),
    onAnother: () => emit(container, EXPAND_EVENT, { source: 'onetap' }),
    onClose: () => emit(container, DISMISS_EVENT, {}),
  });
}
