export type { SignInFlowOptions } from './SignInFlowOptions';

/** What the screens can ask of the email sign-in path. */
export interface SignInFlow {
  start(): void;
  retry(): void;
  setEmail(email: string): void;
  submitEmail(): void;
  setOtp(otp: string): void;
  /** spec §4 OTP auto-read: a code read from the SMS (WebOTP or bridge call 16) is typed in. */
  otpAutoRead(otp: string): void;
  resend(): void;
  change(): void;
  /** Finishes with a one-time code another channel obtained (a passkey), verified as usual. */
  completeWithCode(code: string, asId: string): void;
  /**
   * Follows a sign-in a channel button began (SSO popup, WhatsApp, QR) until it ends; the
   * returned function stops following it (the QR panel closed).
   */
  follow(asId: string, onFailed?: () => void): () => void;
  /** The browser went offline or came back (state/flows/watchConnectivity). */
  connectionChanged(online: boolean): void;
  dispose(): void;
}
