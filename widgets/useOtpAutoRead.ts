import { useEffect, useRef } from 'react';
import { readOtpInto } from '../services/otp/readOtpInto';

/**
 * spec §4 OTP auto-read on the code screen: while `on` (a code sent by SMS), the code is read as
 * it arrives (WebOTP, or bridge call 16 in the native app) and typed into the field.
 */
export function useOtpAutoRead(on: boolean, fill: (code: string) => void): void {
  const latest = useRef(fill);
  latest.current = fill;
  useEffect(() => (on ? readOtpInto((code) => latest.current(code)) : undefined), [on]);
}
