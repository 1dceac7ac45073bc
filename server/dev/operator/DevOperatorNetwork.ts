import { randomBytes } from 'node:crypto';

/** How the simulated network answers for this browser's "SIM". */
export type SimAnswer = 'match' | 'mismatch';

const TTL_MS = 2 * 60_000;

/**
 * Dev mode's operator network: the codes its authorization endpoint issues and the access
 * tokens its token endpoint trades them for, each naming the number the "device" has. In
 * memory: it plays an outside service for one dev process; every code works once.
 */
export class DevOperatorNetwork {
  private readonly codes = new Map<string, { deviceNumber: string; redirectUri: string; expires: number }>();
  private readonly tokens = new Map<string, { deviceNumber: string; expires: number }>();

  /** The number the device has: the one checked, or another one (a different SIM). */
  issueCode(checked: string, answer: SimAnswer, redirectUri: string): string {
    const code = randomBytes(16).toString('base64url');
    const deviceNumber = answer === 'match' ? checked : otherNumber(checked);
    this.codes.set(code, { deviceNumber, redirectUri, expires: Date.now() + TTL_MS });
    return code;
  }

  /** The code for a token, once, for the same redirect URI (RFC 6749 §4.1.3). */
  redeemCode(code: string, redirectUri: string): string | undefined {
    const entry = this.codes.get(code);
    this.codes.delete(code);
    if (!entry || entry.expires < Date.now() || entry.redirectUri !== redirectUri) return undefined;
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, { deviceNumber: entry.deviceNumber, expires: Date.now() + TTL_MS });
    return token;
  }

  deviceNumberOf(token: string): string | undefined {
    const entry = this.tokens.get(token);
    return entry && entry.expires >= Date.now() ? entry.deviceNumber : undefined;
  }
}

/** The same number with its last digit changed: a SIM of the same operator, not the one typed. */
function otherNumber(e164: string): string {
  const last = Number(e164.at(-1) ?? '0');
  return `${e164.slice(0, -1)}${(last + 1) % 10}`;
}
