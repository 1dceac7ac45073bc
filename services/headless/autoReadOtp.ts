import type { HeadlessRequest, HeadlessResponse } from '../../contract/headless';
import { headlessSuccess } from './headlessResponses';

/** Codes that go by SMS (spec §3 INITIATE `authType`): a link alone has nothing to read. */
const READABLE: readonly string[] = ['OTP', 'OTP_AND_MAGICLINK'];

/**
 * spec §3 OTP_AUTO_READ in a native app: after a PHONE request's INITIATE answered with a code
 * sent by SMS, the page asks the app for the code (bridge call 16); when the app reads it, the
 * code is pushed to the app as OTP_AUTO_READ `{ otp }` and verified as the request's `otp`
 * (VERIFY and ONETAP follow as for a typed code). Nothing happens when the app cannot read it:
 * the app's own `otp` request still works.
 */
export function autoReadOtp(options: {
  request: HeadlessRequest;
  answer: HeadlessResponse;
  readOtp: () => Promise<string>;
  push: (response: HeadlessResponse) => void;
  verify: (request: HeadlessRequest) => Promise<void>;
}): void {
  const { request, answer } = options;
  if (request.channel !== 'PHONE' || request.otp || answer.responseType !== 'INITIATE' || !answer.success)
    return;
  const authType = (answer.response as { authType?: string }).authType;
  if (!authType || !READABLE.includes(authType)) return;
  options
    .readOtp()
    .then(async (otp) => {
      options.push(headlessSuccess('OTP_AUTO_READ', { otp }));
      await options.verify({ ...request, otp });
    })
    .catch(() => undefined);
}
