import type { SesameUser, VerifyCodeResponse } from '../../contract/wire';

/** The verify-code answer as the spec lists it (spec §3), silent-auth info included. */
export type VerifyCodeAnswer = Partial<VerifyCodeResponse> & { silentAuthInfo?: unknown };

export type VerifyCodeOutcome =
  | { kind: 'silentAuth'; silentAuthInfo: unknown }
  | { kind: 'navigate'; url: string }
  | {
      kind: 'signedIn';
      user: (SesameUser & { channel?: string }) | undefined;
      token: string | undefined;
      uiId: string | undefined;
    };

/**
 * spec §4 "Verify-code outcomes":
 * - silentAuthInfo comes back: only that is returned (headless starts a new intent with it);
 * - a user with a uid and a redirectUri, webauthnRegistered absent: same-window navigation;
 * - otherwise the stored channel is attached to the user, and user, token and uiId returned
 *   (the caller also messages the embedding page).
 */
export function verifyCodeOutcome(answer: VerifyCodeAnswer, storedChannel: string | null): VerifyCodeOutcome {
  if (answer.silentAuthInfo !== undefined && answer.silentAuthInfo !== null) {
    return { kind: 'silentAuth', silentAuthInfo: answer.silentAuthInfo };
  }
  if (answer.user?.uid && answer.redirectUri && answer.webauthnRegistered === undefined) {
    return { kind: 'navigate', url: answer.redirectUri };
  }
  const user = answer.user && storedChannel ? { ...answer.user, channel: storedChannel } : answer.user;
  return { kind: 'signedIn', user, token: answer.token, uiId: answer.uiId };
}
