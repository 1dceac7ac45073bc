import { LINK_PATH, QR_PATH } from '../../contract/paths';
import { SSO_PATHS } from '../../contract/sso';

/** Query parameters whose values are secrets (docs/security.md: codes and tokens are never logged). */
const SECRET_PARAMS = new Set([
  'code',
  'token',
  'otp',
  'qrToken',
  'oToken',
  'nonce',
  'client_secret',
  'state',
  // The QR sign-in's token, and the dev WhatsApp simulator's prefilled text (it carries the code).
  'qrRefId',
  'text',
]);
const STATE_SEGMENT = /\/[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/;

/** A request URL fit for the logs: link, QR and SSO start tokens, browser states and secret query values removed. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  if (path.startsWith(`${LINK_PATH}/`)) path = `${LINK_PATH}/[redacted]`;
  if (path.startsWith(`${QR_PATH}/`)) path = `${QR_PATH}/[redacted]`;
  // The SSO start token opens a sign-in once (docs/security.md 7).
  if (path.startsWith(`${SSO_PATHS.start}/`)) path = `${SSO_PATHS.start}/[redacted]`;
  path = path.replace(STATE_SEGMENT, '/[state]');
  if (q === -1) return path;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAMS.has(key)) params.set(key, '[redacted]');
  return `${path}?${params.toString()}`;
}
