import {
  type HeadlessResponse,
  type OneTapResponse,
  type SesameUserResponse,
  VERIFICATION,
  type VerifyResponse,
} from '../../contract/headless';
import type { VerifyCodeResponse } from '../../contract/wire';
import { headlessApiError, headlessSuccess } from './headlessResponses';

/** What a headless request is answered with, and what is pushed to the page right after. */
export interface HeadlessOutcome {
  answer: HeadlessResponse;
  pushes?: HeadlessResponse[];
}

/** spec §4: a code or otp that did not verify is a VERIFY failure for its sign-in. */
export const verifyFailed = (requestID: string, message?: string) =>
  headlessApiError({
    message,
    responseType: 'VERIFY',
    extras: { requestID, verification: VERIFICATION.failed },
  });

/**
 * spec §4: a successful code check sends VERIFY COMPLETED and triggers one-tap (ONETAP); a V2
 * request (contract/headless HEADLESS_VERSIONS) gets both as one SESAME_USER answer, with the
 * session the sign-in opened.
 */
export function signedInOutcome(verified: VerifyCodeResponse, code: string, v2: boolean): HeadlessOutcome {
  const requestID = verified.asId;
  const oneTap: OneTapResponse = { requestID, token: verified.token, user: { ...verified.user }, code };
  if (v2) {
    const session = verified.sessionInfo;
    const user: SesameUserResponse = session ? { ...oneTap, session: { ...session } } : oneTap;
    return { answer: headlessSuccess('SESAME_USER', user) };
  }
  const verify: VerifyResponse = { requestID, verification: VERIFICATION.completed };
  return { answer: headlessSuccess('VERIFY', verify), pushes: [headlessSuccess('ONETAP', oneTap)] };
}
