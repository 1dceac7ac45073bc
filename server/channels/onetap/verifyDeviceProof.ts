import { createPublicKey, verify } from 'node:crypto';
import { type DeviceProof, type DeviceProofAction, deviceProofMessage } from '../../../contract/deviceProof';
import { SesameError } from '../../errors/SesameError';
import type { Services } from '../../Services';
import type { BrowserDevice } from './BrowserDevices';
import { challengeIssuedAt } from './deviceChallenge';

/**
 * docs/security.md "One-tap proves possession of a device secret": the proof must sign, for this
 * action, a fresh challenge the host issued to this browser, with the device key bound to the
 * browser's state. The readable state alone proves nothing. Any failure is the same
 * `device_proof_invalid`.
 */
export async function verifyDeviceProof(
  services: Services,
  input: { stateHash: string; proof: DeviceProof; action: DeviceProofAction },
): Promise<{ device: BrowserDevice; issuedAt: number }> {
  const issuedAt = challengeIssuedAt(services, input.stateHash, input.proof.challenge);
  const device = issuedAt === undefined ? undefined : await services.browserDevices.get(input.stateHash);
  if (issuedAt === undefined || !device) throw new SesameError('device_proof_invalid');
  const key = createPublicKey({ key: JSON.parse(device.public_key), format: 'jwk' });
  const signed = verify(
    'sha256',
    Buffer.from(deviceProofMessage(input.action, input.proof.challenge)),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(input.proof.signature, 'base64url'),
  );
  if (!signed) throw new SesameError('device_proof_invalid');
  return { device, issuedAt };
}
