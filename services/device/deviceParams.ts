import type { DefaultParams } from '../../contract/wire';
import { collectDeviceInfo } from './deviceInfo';
import { loadFingerprint } from './fingerprint';

type DeviceParams = Pick<DefaultParams, 'deviceInfo' | 'browser' | 'fingerprintJs'>;

/**
 * spec §7 default set `deviceInfo`, `browser` and `fingerprintJs` (JSON strings), handed to
 * `found` as each becomes known; the API client adds them to the calls that follow. A failure
 * is logged (spec §8) and leaves the field out.
 */
export async function gatherDeviceParams(found: (params: DeviceParams) => void): Promise<void> {
  const info = collectDeviceInfo().then(
    (deviceInfo) => found({ deviceInfo: JSON.stringify(deviceInfo), browser: deviceInfo.browser }),
    (error: unknown) => console.warn(error instanceof Error ? error.message : error),
  );
  const fingerprint = loadFingerprint().then((result) => {
    if (result) found({ fingerprintJs: JSON.stringify(result) });
  });
  await Promise.all([info, fingerprint]);
}
