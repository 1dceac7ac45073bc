import { OTP_HASH_WAIT_MS } from '../../../contract/nativeBridge';
import { otpHashOf } from './otpHashOf';
import { loadNative } from './whenNative';

/**
 * The `otpHash` for a phone intent (spec §5): in the native app, from its answer to call 8 (asked
 * once when the bridge starts), waited for at most 1.5 s; on the open web, none at once.
 */
export async function nativeOtpHash(): Promise<string | undefined> {
  const native = loadNative();
  if (!native) return undefined;
  const info = native.then((widget) => widget.appInfo);
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), OTP_HASH_WAIT_MS));
  return otpHashOf(await Promise.race([info, late]));
}
