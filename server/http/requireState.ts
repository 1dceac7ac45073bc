import { isValidState } from '../crypto/browserState';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';

/** Only states this host issued are accepted (spec §7 state suffix). */
export function requireState(services: Services, state: string): string {
  if (!isValidState(services.hasher, state)) throw new SesameError('invalid_state');
  return state;
}
