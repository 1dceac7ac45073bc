import type { FlowState } from './flowMachine';

/** Whether the code just typed is complete and can be checked. */
export function isOtpComplete(state: FlowState): boolean {
  return (
    state.step === 'code' && !state.busy && state.otpLength !== null && state.otp.length === state.otpLength
  );
}
