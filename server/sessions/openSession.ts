import { SESSION_MAX_AGE_MS, SESSION_TOKEN_TTL_MS } from '../../contract/constants';
import type { Services } from '../Services';
import type { SessionStore } from '../stores/SessionStore';
import { initialSessionSecrets, refreshTokenHash, sessionIdHash, sessionTokenHash } from './sessionSecrets';

/**
 * docs/security.md "Sessions and tokens": a finished sign-in opens one session for its user. Only the
 * browser that began the sign-in receives it, through the verify-code call (its state).
 * `sessions` is the store to write through (the completion's grouped writes).
 */
export async function openSession(
  services: Services,
  input: {
    appId: string;
    userId: string;
    transactionId: string;
    nonce: string;
    now: number;
    /** The sign-in a one-tap rests on: revoking that one ends this session too. */
    signInId?: string | null;
  },
  sessions: SessionStore = services.sessions,
): Promise<void> {
  const { hasher } = services;
  const secrets = initialSessionSecrets(hasher, input.transactionId, input.nonce);
  await sessions.open({
    id_hash: sessionIdHash(hasher, secrets.sessionId),
    app_id: input.appId,
    user_id: input.userId,
    transaction_id: input.transactionId,
    signin_id: input.signInId ?? null,
    token_hash: sessionTokenHash(hasher, secrets.sessionToken),
    token_expires_at: input.now + SESSION_TOKEN_TTL_MS,
    refresh_hash: refreshTokenHash(hasher, secrets.refreshToken),
    expires_at: input.now + SESSION_MAX_AGE_MS,
    created_at: input.now,
  });
}
