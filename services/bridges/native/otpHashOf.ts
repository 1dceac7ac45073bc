import { type NativeAppInfo, OTP_HASH_LENGTH } from '../../../contract/nativeBridge';

/**
 * spec §5: the `otpHash` is the first 11 characters of the app signature the app gave in answer to
 * call 8 (Android's SMS Retriever app hash is exactly these 11 characters); none when the app gave
 * no signature, or one too short to be a hash.
 */
export function otpHashOf(info: NativeAppInfo | null): string | undefined {
  const signature = typeof info?.appSignature === 'string' ? info.appSignature.trim() : '';
  return signature.length >= OTP_HASH_LENGTH ? signature.slice(0, OTP_HASH_LENGTH) : undefined;
}
