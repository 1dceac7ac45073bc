import type { OtpReader } from '../../otp/otpReader';
import type { NativeBridge } from './NativeBridge';
import { readNativeOtp } from './nativeCalls';

/**
 * spec §7 call 16 as the code screen's OTP reader: the app reads the SMS code; a refusal, a
 * timeout or a code screen that went away (the signal) all resolve null.
 */
export function nativeOtpReader(bridge: NativeBridge, read = readNativeOtp): OtpReader {
  return {
    read(signal) {
      if (signal.aborted) return Promise.resolve(null);
      return new Promise((resolve) => {
        const cancelled = () => resolve(null);
        signal.addEventListener('abort', cancelled, { once: true });
        read(bridge).then(
          (code) => resolve(signal.aborted ? null : code),
          () => resolve(null),
        );
      });
    },
  };
}
