import type * as SimpleWebAuthn from '@simplewebauthn/server';

let loading: Promise<typeof SimpleWebAuthn> | undefined;

/**
 * @simplewebauthn/server, loaded on the first passkey call and kept: with its ASN.1 parsers it
 * weighs about 20 MB, which a host whose apps never use passkeys does not pay at start.
 */
export function webauthnLibrary(): Promise<typeof SimpleWebAuthn> {
  loading ??= import('@simplewebauthn/server').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
