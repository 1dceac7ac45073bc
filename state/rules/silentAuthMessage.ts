/** spec §4: the three messages the hidden silent-auth window sends back. */
export type SilentAuthMessage =
  | { kind: 'keyIdentity'; uid: string | null; redirectUri: string | null }
  | { kind: 'close' }
  | { kind: 'silentAuthUri'; uri: string };

/** The message names the silent-auth test page posts (`{ type, ... }`). */
const SILENT_AUTH_MESSAGE_TYPES = {
  keyIdentity: 'KEY_IDENTITY',
  close: 'CLOSE',
  silentAuthUri: 'SILENT_AUTH_URI',
} as const;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** Reads one message of the hidden window; anything else is not one of the three. */
export function parseSilentAuthMessage(data: unknown): SilentAuthMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  switch (d.type) {
    case SILENT_AUTH_MESSAGE_TYPES.keyIdentity:
      return { kind: 'keyIdentity', uid: text(d.uid), redirectUri: text(d.redirectUri) };
    case SILENT_AUTH_MESSAGE_TYPES.close:
      return { kind: 'close' };
    case SILENT_AUTH_MESSAGE_TYPES.silentAuthUri: {
      const uri = text(d.uri);
      return uri ? { kind: 'silentAuthUri', uri } : null;
    }
    default:
      return null;
  }
}
