import { type KeyObject, sign } from 'node:crypto';

const base64url = (json: unknown) => Buffer.from(JSON.stringify(json)).toString('base64url');

/**
 * A compact JWS (RFC 7515 §7.1) signed with ES256: ECDSA P-256 over SHA-256, the signature as
 * R ‖ S, 64 bytes (RFC 7518 §3.4). Signed at once with a KeyObject, without the WebCrypto job
 * and promise a library's sign costs on every ID token.
 */
export function signEs256Jwt(
  header: { kid: string; typ: 'JWT' },
  claims: Record<string, unknown>,
  key: KeyObject,
): string {
  const input = `${base64url({ alg: 'ES256', ...header })}.${base64url(claims)}`;
  const signature = sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}
