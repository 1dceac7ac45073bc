import { DEVICE_CHALLENGE_TTL_MS, type DeviceChallengeResponse } from '../../../contract/deviceProof';
import type { Services } from '../../Services';

const PURPOSE = 'device-challenge';
const CHALLENGE = /^(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/**
 * A challenge for one browser (its state hash) to sign with its device key: its issue time, a
 * random nonce and a MAC under the server secret. The host stores nothing; the MAC says it
 * issued it to this browser, the time says it is fresh, and spending it (BrowserDevices.spend)
 * makes a one-tap's proof single use.
 */
export function issueDeviceChallenge(services: Services, stateHash: string): DeviceChallengeResponse {
  const body = `${services.clock.now()}.${services.random.token(16)}`;
  return {
    challenge: `${body}.${services.hasher.hash(PURPOSE, `${stateHash}.${body}`)}`,
    expiresIn: DEVICE_CHALLENGE_TTL_MS / 1000,
  };
}

/** The issue time of a challenge this host gave this browser, while it is fresh; else undefined. */
export function challengeIssuedAt(
  services: Services,
  stateHash: string,
  challenge: string,
): number | undefined {
  const match = CHALLENGE.exec(challenge);
  if (!match) return undefined;
  const [, time = '', nonce = '', mac = ''] = match;
  if (!services.hasher.matches(PURPOSE, `${stateHash}.${time}.${nonce}`, mac)) return undefined;
  const issuedAt = Number(time);
  const age = services.clock.now() - issuedAt;
  return age >= 0 && age <= DEVICE_CHALLENGE_TTL_MS ? issuedAt : undefined;
}
