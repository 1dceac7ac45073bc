import { SesameError } from '../errors/SesameError';

/** The fields of CollectedClientData (WebAuthn L3 §5.8.1) the checks read. */
export interface ClientData {
  type: string;
  challenge: string;
  origin: string;
  crossOrigin?: boolean;
  topOrigin?: string;
}

/** Decodes `clientDataJSON` (base64url of UTF-8 JSON); anything else is a failed ceremony. */
export function readClientData(clientDataJSON: string): ClientData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
  } catch (cause) {
    throw new SesameError('passkey_failed', { cause });
  }
  const data = parsed as Partial<ClientData> | null;
  if (
    typeof data !== 'object' ||
    data === null ||
    typeof data.type !== 'string' ||
    typeof data.challenge !== 'string' ||
    typeof data.origin !== 'string' ||
    (data.crossOrigin !== undefined && typeof data.crossOrigin !== 'boolean') ||
    (data.topOrigin !== undefined && typeof data.topOrigin !== 'string')
  ) {
    throw new SesameError('passkey_failed');
  }
  return data as ClientData;
}
