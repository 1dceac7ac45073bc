/**
 * spec §5: base64url values of the passkey options are padded and converted before use. Options
 * may come with or without padding, or in the standard alphabet; decoding pads them, and the
 * canonical form handed on is unpadded base64url (WebAuthn L3 §5.1 JSON).
 */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const standard = value.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*$/.test(standard) || standard.length % 4 === 1) {
    throw new TypeError(`Not a base64url value: ${value}`);
  }
  const padded = standard + '='.repeat((4 - (standard.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The canonical (unpadded base64url) form of a value that may arrive padded or as base64. */
export function canonicalBase64Url(value: string): string {
  return bytesToBase64Url(base64UrlToBytes(value));
}
