import { loadNative } from '../bridges/native/whenNative';

/**
 * spec §4, §8 OTP auto-read: something that can read the code of an SMS as it arrives. The web
 * uses the WebOTP API (webOtpReader); inside the native app, bridge call 16 plugs in with
 * `plugOtpReader`. `read` resolves null when there is nothing to read or the read was cancelled.
 */
export interface OtpReader {
  read(signal: AbortSignal): Promise<string | null>;
}

let plugged: OtpReader | null = null;

/** The native bridge's reader (spec §7 call 16) replaces the web one; null puts it back. */
export function plugOtpReader(reader: OtpReader | null): void {
  plugged = reader;
}

/** The reader of this context: the plugged-in one, else WebOTP where the browser has it. */
export async function currentOtpReader(): Promise<OtpReader | null> {
  // Inside the native app, loading the bridge plugs its reader in (nativeWidget).
  if (!plugged) await loadNative()?.catch(() => null);
  if (plugged) return plugged;
  if (!('OTPCredential' in globalThis)) return null;
  const { webOtpReader } = await import('./webOtpReader');
  return webOtpReader();
}
