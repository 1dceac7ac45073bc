import type { Hasher } from './Hasher';
import type { Random } from './random';
import { BROWSER_STATE_PURPOSE as PURPOSE } from './statePurposes';

/**
 * The state value of spec §7 (`GET /v2/state`) is the browser's secret for its sign-ins:
 * 128 random bits and a MAC, so the host accepts only states it issued, without storing them.
 */
const STATE_PATTERN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/;

export function issueState(hasher: Hasher, random: Random): string {
  const id = random.token(16);
  return `${id}.${hasher.hash(PURPOSE, id).slice(0, 22)}`;
}

export function isValidState(hasher: Hasher, state: string): boolean {
  if (!STATE_PATTERN.test(state)) return false;
  const [id = '', mac = ''] = state.split('.');
  return hasher.matches(PURPOSE, id, mac, mac.length);
}
