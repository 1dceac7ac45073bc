// This site's own session: the signed-in user in a cookie, signed with SESSION_SECRET.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'shop_session';
/** How long a session lasts, in seconds. */
export const SESSION_SECONDS = 7 * 24 * 3600;

export interface SessionUser {
  uid: string;
  email?: string;
  mobile?: string;
}

const signature = (payload: string) =>
  createHmac('sha256', process.env.SESSION_SECRET ?? '')
    .update(payload)
    .digest('base64url');

/** The cookie's value for `user`, valid for SESSION_SECONDS. */
export function writeSession(user: SessionUser): string {
  const payload = Buffer.from(
    JSON.stringify({ ...user, exp: Math.floor(Date.now() / 1000) + SESSION_SECONDS }),
  ).toString('base64url');
  return `${payload}.${signature(payload)}`;
}

/** The user of a cookie this site signed and that has not expired; otherwise null. */
export function readSession(value: string | undefined): SessionUser | null {
  const [payload = '', mac = ''] = (value ?? '').split('.');
  const expected = Buffer.from(signature(payload));
  if (!payload || mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), expected)) return null;
  const session = JSON.parse(Buffer.from(payload, 'base64url').toString()) as SessionUser & { exp: number };
  return session.exp > Date.now() / 1000 ? session : null;
}
