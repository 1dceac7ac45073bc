import { randomBytes } from 'node:crypto';

/** A profile the simulated Truecaller app shares: the number typed on its sheet, and a name. */
export interface DevTruecallerProfile {
  /** Digits with country code, as Truecaller gives them. */
  phoneNumber: string;
  first: string;
  last: string;
}

const TTL_MS = 10 * 60_000;

/**
 * Dev mode's Truecaller service: the access tokens it posts to the host's callback, each naming
 * the profile shared on the sheet. In memory: it plays an outside service for one dev process.
 */
export class DevTruecallerProfiles {
  private readonly tokens = new Map<string, { profile: DevTruecallerProfile; expires: number }>();

  issue(profile: DevTruecallerProfile): string {
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, { profile, expires: Date.now() + TTL_MS });
    return token;
  }

  profileOf(token: string): DevTruecallerProfile | undefined {
    const entry = this.tokens.get(token);
    return entry && entry.expires >= Date.now() ? entry.profile : undefined;
  }
}
