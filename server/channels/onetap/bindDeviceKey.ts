import { createPublicKey } from 'node:crypto';
import type { DevicePublicKey } from '../../../contract/deviceProof';
import { SesameError } from '../../errors/SesameError';
import type { Services } from '../../Services';

/**
 * Binds a browser's device public key to its state, first come first bound: a state someone
 * copied cannot be rebound to the copier's key, so the identities the browser verifies stay
 * usable only with the key that never left it. Binding the same key again is harmless; another
 * key answers `device_key_conflict` (the widget then takes a fresh state). With `confirm` (the
 * browser believes the key bound) nothing is bound: false when the host has forgotten the state's
 * key (an administrator's revoke, the purge of idle keys), so the browser binds a fresh one before
 * its next sign-in is remembered. Answers whether the key is the state's now.
 */
export async function bindDeviceKey(
  services: Services,
  input: { stateHash: string; publicKey: DevicePublicKey; confirm?: boolean },
): Promise<boolean> {
  const jwk = {
    kty: input.publicKey.kty,
    crv: input.publicKey.crv,
    x: input.publicKey.x,
    y: input.publicKey.y,
  };
  try {
    createPublicKey({ key: jwk, format: 'jwk' });
  } catch (cause) {
    // Not a point on P-256.
    throw new SesameError('invalid_request', { cause });
  }
  const keyHash = services.hasher.hash('device-key', `${jwk.x}.${jwk.y}`);
  const devices = services.browserDevices;
  const held = input.confirm
    ? (await devices.get(input.stateHash))?.key_hash
    : (await devices.bind(input.stateHash, JSON.stringify(jwk), keyHash, services.clock.now())) && keyHash;
  if (!input.confirm) services.browserFacts.changed([input.stateHash]);
  if (held === undefined) return false;
  if (held !== keyHash) throw new SesameError('device_key_conflict');
  return true;
}
