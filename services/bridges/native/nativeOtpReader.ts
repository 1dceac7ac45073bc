import type { OtpReader } from '../../otp/otpReader';
import type { NativeBridge } from './NativeBridge';
import { readNativeOtp, readZeroTapCode } from './nativeCalls';

type Read = (bridge: NativeBridge) => Promise<string>;

/**
 * spec §7 calls 16 and 45 as the code screen's OTP reader: the app reads the SMS code, or hands
 * over the code a WhatsApp zero-tap template gave it; the first code either brings fills the
 * screen. Both refusing or timing out, or a code screen that went away (the signal), resolve null.
 */
export function nativeOtpReader(
  bridge: NativeBridge,
  read: Read | readonly Read[] = [readNativeOtp, readZeroTapCode],
): OtpReader {
  const reads = typeof read === 'function' ? [read] : read;
  return {
    read(signal) {
      if (signal.aborted) return Promise.resolve(null);
      return new Promise((resolve) => {
        const cancelled = () => resolve(null);
        signal.addEventListener('abort', cancelled, { once: true });
        let refused = 0;
        for (const each of reads)
          each(bridge).then(
            (code) => resolve(signal.aborted ? null : code),
            () => {
              if (++refused === reads.length) resolve(null);
            },
          );
      });
    },
  };
}
