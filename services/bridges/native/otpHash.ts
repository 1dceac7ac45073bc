import { type NativeAppInfo, OTP_HASH_LENGTH, OTP_HASH_WAIT_MS } from '../../../contract/nativeBridge';
import { loadNative } from './whenNative';

/**
 * spec §5: the `otpHash` is the first 11 characters of the app signature the app gave in answer to
 * call 8 (Android's SMS Retriever app hash is exactly these 11 characters); none when the app gave
 * no signature, or one too short to be a hash.
 */
export function otpHashOf(info: NativeAppInfo | null): string | undefined {
  const signature = typeof info?.appSignature === 'string' ? info.appSignature.trim() : '';
  return signature.length >= OTP_HASH_LENGTH ? signature.slice(0, OTP_HASH_LENGTH) : undefined;
}

/**
 * The `otpHash` for a phone intent: in the native app, from its answer to call 8 (asked once when
 * the bridge starts), waited for at most 1.5 s; on the open web, none at once.
 */
export async function nativeOtpHash(): Promise<string | undefined> {
  const native = loadNative();
  if (!native) return undefined;
  const info = native.then((widget) => widget.appInfo);
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), OTP_HASH_WAIT_MS));
  return otpHashOf(await Promise.race([info, late]));
}
