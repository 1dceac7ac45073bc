import type { Hasher } from '../crypto/Hasher';

/** The three secrets of a session: what the browser holds; storage keeps only `sessionHashes`. */
export interface SessionSecrets {
  sessionId: string;
  sessionToken: string;
  refreshToken: string;
}

const PURPOSE = {
  id: 'session-id-lookup',
  token: 'session-token-lookup',
  refresh: 'session-refresh-lookup',
} as const;

/**
 * The first secrets of a sign-in's session, derived from the transaction and its random nonce
 * like its code (server/signin/codeFor.ts): the verify-code read hands them to the browser again
 * without the host ever storing them. Each is a 256-bit HMAC under the server secret.
 */
export function initialSessionSecrets(hasher: Hasher, transactionId: string, nonce: string): SessionSecrets {
  const seed = `${transactionId}:${nonce}`;
  return {
    sessionId: hasher.hash('session-id', seed),
    sessionToken: hasher.hash('session-token', seed),
    refreshToken: hasher.hash('session-refresh', seed),
  };
}

/**
 * The pair a refresh token is traded for: derived from it under the server secret, so a retry of
 * the same refresh (REFRESH_GRACE_MS) gets the same pair again, on any instance, without the host
 * storing it. Each is a 256-bit HMAC; without the server secret neither can be told from random.
 */
export function rotatedTokens(
  hasher: Hasher,
  refreshToken: string,
): { sessionToken: string; refreshToken: string } {
  return {
    sessionToken: hasher.hash('session-token-next', refreshToken),
    refreshToken: hasher.hash('session-refresh-next', refreshToken),
  };
}

export const sessionIdHash = (hasher: Hasher, sessionId: string) => hasher.hash(PURPOSE.id, sessionId);
export const sessionTokenHash = (hasher: Hasher, token: string) => hasher.hash(PURPOSE.token, token);
export const refreshTokenHash = (hasher: Hasher, token: string) => hasher.hash(PURPOSE.refresh, token);
