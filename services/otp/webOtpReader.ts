import type { OtpReader } from './otpReader';

interface OtpCredentials {
  get(options: { otp: { transport: string[] }; signal: AbortSignal }): Promise<unknown>;
}

/**
 * The WebOTP API: `navigator.credentials.get({ otp: { transport: ['sms'] } })`, aborted through
 * the signal when the code screen goes away. spec §8: a cancelled web OTP read is logged.
 */
export function webOtpReader(
  credentials: OtpCredentials | undefined = globalThis.navigator?.credentials as OtpCredentials | undefined,
  log: (message: string) => void = (message) => console.info(message),
): OtpReader {
  return {
    async read(signal) {
      if (!credentials) return null;
      try {
        const credential = await credentials.get({ otp: { transport: ['sms'] }, signal });
        const code = (credential as { code?: unknown } | null)?.code;
        return typeof code === 'string' && code !== '' ? code : null;
      } catch (error) {
        log(`OTP auto-read cancelled: ${error instanceof Error ? error.name : String(error)}`);
        return null;
      }
    },
  };
}
