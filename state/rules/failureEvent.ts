import { OTP_ATTEMPTS_LEFT_DETAIL } from '../../contract/otpAttemptsDetail';
import type { ApiFailure } from '../../services/api/ApiResult';
import type { FlowEvent } from './FlowEvent';
import type { Step } from './FlowState';

/** The host's refusals of a typed identifier: said under the field, not in a toast. */
const IDENTIFIER_REFUSALS: ReadonlySet<string> = new Set([
  'invalid_email',
  'invalid_phone',
  'number_not_mobile',
  'country_not_allowed',
  'unsupported_channel',
]);

/**
 * What a failed call means for the person (docs/widget.md "What the widget says"): a wrong code
 * and the tries left, a wait asked for by the host (429 Retry-After), a refused identifier, a
 * request that never got an answer (the typed code stays), or a plain toast.
 */
export function failureEvent(failure: ApiFailure, step: Step, now: number): FlowEvent {
  const { message } = failure;
  if (failure.code === 'otp_incorrect') {
    const left = Number.parseInt(failure.details?.[OTP_ATTEMPTS_LEFT_DETAIL] ?? '', 10);
    return { type: 'codeRejected', message, attemptsLeft: Number.isNaN(left) ? null : left };
  }
  if (failure.code === 'otp_locked') return { type: 'codeRejected', message, attemptsLeft: 0 };
  if (failure.status === 429 && failure.retryAfterS)
    return { type: 'throttled', message, retryAfterS: failure.retryAfterS, now };
  if (step === 'entry' && failure.code && IDENTIFIER_REFUSALS.has(failure.code))
    return { type: 'identifierRefused', message };
  return failure.status === 0 ? { type: 'failed', message, keepOtp: true } : { type: 'failed', message };
}
