import type { SessionRow } from '../stores/SessionStore';

/** A session not logged out, not revoked, and not past its end. */
export function isLive(session: SessionRow, now: number): boolean {
  return session.revoked_at === null && Number(session.expires_at) > now;
}

/** A live session whose current session token has not expired. */
export function isUsable(session: SessionRow, now: number): boolean {
  return isLive(session, now) && Number(session.token_expires_at) > now;
}
