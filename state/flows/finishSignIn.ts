import type { IdentifierType } from '../../contract/channels';
import { STORAGE_KEYS } from '../../contract/storageKeys';
import type { VerifyCodeResponse } from '../../contract/wire';
import type { SignedInEvent } from '../rules/FlowEvent';
import type { FlowEvent, FlowState } from '../rules/flowMachine';
import { nextMandatoryIdentifier, verifiedIdentifiers } from '../rules/isConfigComplete';
import { signedInIdentity, typedIdentifier } from '../rules/signedInIdentity';
import { verifyCodeOutcome } from '../rules/verifyCodeOutcome';
import type { SignInFlowOptions } from './SignInFlowOptions';

/** The sign-in flow's side of finishSignIn: its state, its reducer and what it verified so far. */
export interface FinishingFlow
  extends Pick<SignInFlowOptions, 'onSignIn' | 'afterSignIn' | 'storage' | 'onSilentAuth'> {
  get: () => FlowState;
  dispatch: (event: FlowEvent) => void;
  /** Identifier types verified so far in this sign-in (spec §4 completeness). */
  verified: IdentifierType[];
  mandatory: readonly string[];
  navigate: (url: string) => void;
}

/**
 * spec §4 "Verify-code outcomes": what a checked code leads to — silent-auth info only, a
 * redirect, the next mandatory identifier, or the signed-in user and token handed over.
 */
export function finishSignIn(
  flow: FinishingFlow,
  data: VerifyCodeResponse,
  code: string,
  signedIn: SignedInEvent,
) {
  const { get, dispatch, storage } = flow;
  const outcome = verifyCodeOutcome(data, storage?.get(STORAGE_KEYS.channel) ?? null);
  // The chosen channel (state/flows/clickChannel) goes with this sign-in only.
  storage?.remove(STORAGE_KEYS.channel);
  if (outcome.kind === 'silentAuth') {
    // Only the silent-auth info comes back: nobody is signed in on this page.
    dispatch({ type: 'changeRequested' });
    return flow.onSilentAuth?.(outcome.silentAuthInfo);
  }
  // spec §4: a known user with a redirect uri (no webauthnRegistered) continues over there.
  if (outcome.kind === 'navigate') return flow.navigate(outcome.url);
  // spec §4: the sign-in ends once every mandatory identifier is verified.
  const byCode = signedIn.type === 'signedIn' ? get().path : null;
  flow.verified.push(...verifiedIdentifiers(byCode, data.user));
  const next = nextMandatoryIdentifier(get().config?.channelConfig ?? [], flow.mandatory, flow.verified);
  if (next) return dispatch({ type: 'identifierVerified', next });
  const user = outcome.user ?? data.user;
  const typed = signedIn.type === 'signedIn' ? typedIdentifier(get()) : null;
  dispatch({ ...signedIn, identity: signedInIdentity(user, typed) });
  const { token, sessionInfo } = data;
  // spec §3: the session id and token are kept, so a later logout can end it on the host.
  if (sessionInfo) {
    storage?.set(STORAGE_KEYS.sessionId, sessionInfo.sessionId);
    storage?.set(STORAGE_KEYS.sessionToken, sessionInfo.sessionToken);
  }
  flow.onSignIn({ token, user, code, ...(sessionInfo ? { session: sessionInfo } : {}) });
  flow.afterSignIn?.({ token });
}
