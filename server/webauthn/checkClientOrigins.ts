import type { App } from '../apps/App';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import type { ChallengeRow } from './PasskeyStore';
import { isPasskeyOrigin } from './pageOrigin';
import type { ClientData } from './readClientData';

/**
 * docs/security.md "Passkeys", what the library leaves to us: the origin is the page the ceremony
 * began on (still a registered one), and a ceremony in a cross-origin frame names its top
 * origin, which must be one of the app's registered origins. A browser that does not say
 * which page embeds the frame cannot be checked, so it is refused.
 */
export function checkClientOrigins(
  services: Services,
  app: App,
  data: ClientData,
  challenge: ChallengeRow,
): void {
  if (data.origin !== challenge.origin || !isPasskeyOrigin(services, app, data.origin)) {
    throw new SesameError('passkey_failed');
  }
  if (data.crossOrigin === true) {
    if (data.topOrigin === undefined || !app.origins.includes(data.topOrigin)) {
      throw new SesameError('passkey_failed');
    }
  } else if (data.topOrigin !== undefined) {
    throw new SesameError('passkey_failed');
  }
}
