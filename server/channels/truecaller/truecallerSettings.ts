import { DEV_TRUECALLER_PATHS } from '../../../contract/truecaller';
import type { Services } from '../../Services';

/** The host's Truecaller developer account (TRUECALLER_* variables, docs/configuration.md). */
export interface TruecallerDefaults {
  /** The app key (partner key) of the Truecaller app registered for the host's callback URL. */
  appKey: string | undefined;
  /** The name the consent sheet shows; unset: the signing-in app's name. */
  partnerName: string | undefined;
  /** Origins the profile endpoint may be on; `*.` matches any subdomain (never any other host). */
  profileOrigins: string[];
}

/** Truecaller's profile hosts: https on its own domain. */
export const TRUECALLER_PROFILE_ORIGINS = ['https://*.truecaller.com'];

export function truecallerDefaults(env: NodeJS.ProcessEnv): TruecallerDefaults {
  const origins = (env.TRUECALLER_PROFILE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    appKey: env.TRUECALLER_APP_KEY || undefined,
    partnerName: env.TRUECALLER_PARTNER_NAME || undefined,
    profileOrigins: origins.length ? origins : TRUECALLER_PROFILE_ORIGINS,
  };
}

/** What the host needs to verify with Truecaller: the partner key and where profiles may come from. */
export interface TruecallerAccount {
  appKey: string;
  partnerName: string | undefined;
  profileOrigins: string[];
  /** Dev mode without a key: the sheet is the simulator's page on the host, not the app. */
  simulated: boolean;
}

/** The dev simulator's app key, derived from the server secret like the other stand-ins'. */
export function devTruecallerAppKey(services: Services): string {
  return services.hasher.hash('dev-truecaller-app-key', 'sesame-dev').slice(0, 32);
}

/**
 * The host's Truecaller account, or what is missing for one. Dev mode without a key uses the
 * consent-sheet simulator on the host itself, whose profile endpoint is then the only one allowed.
 */
export function truecallerSettings(services: Services): {
  account: TruecallerAccount | undefined;
  missing: string[];
} {
  const env = services.config.channels.truecaller;
  if (env.appKey)
    return {
      account: {
        appKey: env.appKey,
        partnerName: env.partnerName,
        profileOrigins: env.profileOrigins,
        simulated: false,
      },
      missing: [],
    };
  if (services.config.mode === 'dev') {
    const account: TruecallerAccount = {
      appKey: devTruecallerAppKey(services),
      partnerName: env.partnerName,
      profileOrigins: [new URL(`${services.issuer}${DEV_TRUECALLER_PATHS.profile}`).origin],
      simulated: true,
    };
    return { account, missing: [] };
  }
  return { account: undefined, missing: ['TRUECALLER_APP_KEY'] };
}
