/**
 * The WebAuthn user handle (user.id) of a Sesame user: the bytes of the user id, which is random
 * and says nothing about the person (WebAuthn L3 §14.6.1: no personal data in user handles).
 */
export function userHandleBytes(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId, 'utf8'));
}

export function userHandleOf(userId: string): string {
  return Buffer.from(userId, 'utf8').toString('base64url');
}
