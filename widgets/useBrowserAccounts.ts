import { useCallback, useEffect, useRef, useState } from 'react';
import type { OneTapIdentity } from '../contract/channelWire';
import type { IdentityItem, SignInDetail } from '../contract/wire';
import { createApiClient } from '../services/api/apiClient';
import { pageStorage } from '../services/storage/memoryBackedStorage';
import { createSignInFlow } from '../state/flows/createSignInFlow';
import { clearDismissal } from '../state/flows/dismissal';
import type { OneTapPick } from '../state/rules/oneTapAccounts';
import { useStore } from './hooks/atomHooks';

export interface BrowserAccounts {
  /** The identities verified in this browser, as picker rows; null until the host answered. */
  accounts: { mobile: IdentityItem[]; email: IdentityItem[] } | null;
  /** Signs in with the picked row's identity; false when the row is not one of them. */
  signIn(pick: OneTapPick): boolean;
}

/** Rows keep the host's identity id as `uiId`, so a pick names the identity to sign in with. */
function toItems(identities: readonly OneTapIdentity[]) {
  const item = (identity: OneTapIdentity): IdentityItem =>
    identity.carrier
      ? { value: identity.value, uiId: identity.id, carrier: identity.carrier }
      : { value: identity.value, uiId: identity.id };
  return {
    mobile: identities.filter((i) => i.identifierType === 'MOBILE').map(item),
    email: identities.filter((i) => i.identifierType === 'EMAIL').map(item),
  };
}

/**
 * spec §7 "send user" and one-tap complete: lists the identities this browser (its shared,
 * `sesame.`-prefixed state) verified for the app, and signs in with a picked one. The code the
 * host answers with goes through the usual verify-code step (state/flows/signInFlow), on the page's
 * one store, so an `<auth-floater>` on the page shows the success too.
 */
export function useBrowserAccounts(options: {
  appId: string | undefined;
  locale: string | undefined;
  enabled: boolean;
  onSignIn: (detail: SignInDetail) => void;
  onError: (detail: { message: string; code?: string }) => void;
}): BrowserAccounts {
  const store = useStore();
  const { appId, locale, enabled } = options;
  const [accounts, setAccounts] = useState<BrowserAccounts['accounts']>(null);
  const [session, setSession] = useState<{
    api: ReturnType<typeof createApiClient>;
    flow: ReturnType<typeof createSignInFlow>;
  } | null>(null);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!enabled || !appId) return;
    const api = createApiClient({ appId, locale });
    const flow = createSignInFlow({ api, store, onSignIn: (detail) => latest.current.onSignIn(detail) });
    let disposed = false;
    setSession({ api, flow });
    void api.getOneTapIdentities?.().then((result) => {
      if (disposed) return;
      setAccounts(result.ok ? toItems(result.data.identities) : { mobile: [], email: [] });
    });
    return () => {
      disposed = true;
      flow.dispose();
    };
  }, [appId, locale, enabled, store]);

  const signIn = useCallback(
    (pick: OneTapPick) => {
      if (!session?.api.completeOneTap || !pick.uiId) return false;
      void session.api.completeOneTap(pick.uiId).then((result) => {
        if (!result.ok) {
          latest.current.onError({ message: result.message, ...(result.code ? { code: result.code } : {}) });
          return;
        }
        // spec §4: a one-tap success forgets the visitor's earlier dismissals of the widget.
        clearDismissal(pageStorage());
        session.flow.completeWithCode(result.data.code, result.data.asId);
      });
      return true;
    },
    [session],
  );

  return { accounts, signIn };
}
