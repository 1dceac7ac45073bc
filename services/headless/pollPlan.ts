import {
  CALLER_ID_POLL_LIMIT_MS,
  SILENT_AUTH_TIMEOUT_NATIVE_MS,
  SILENT_AUTH_TIMEOUT_WEB_MS,
  STATUS_POLL_INTERVAL_MS,
  TRANSACTION_TTL_MS,
} from '../../contract/constants';
import { isSsoChannel } from '../../contract/sso';

/** How a channel's status is followed after its intent (spec §4 "Headless flow"). */
export interface PollPlan {
  /** The first poll comes this long after the intent. */
  startAfterMs: number;
  intervalMs: number;
  /** Polling gives up (outcome `timeout`) this long after the intent. */
  limitMs: number;
  /** What FAILED or a timeout leads to: a VERIFY failure, or the intent again without silent auth. */
  onFailure: 'verifyFailed' | 'retryWithoutSilentAuth';
}

/** spec §4: caller-identification channels. */
export const CALLER_ID_CHANNELS: readonly string[] = ['TRUE_CALLER_SSO'];
/**
 * spec §4: mobile login, email login, OTP link and OTAP start polling after 3 s. A magic link
 * and a provider's sign-in also finish elsewhere (another tab, a popup), so they are followed
 * the same way.
 */
const DELAYED_POLL_CHANNELS: readonly string[] = [
  'MOBILE_LOGIN',
  'EMAIL_LOGIN',
  'OTP_LINK',
  'OTAP',
  'MAGIC_LINK',
];

/**
 * spec §4, §9: the poll plan of an intent's channel; null when the user finishes by typing the
 * code (OTP, SMS), which the host page sends back as an `otp` request. Every OAUTH request's
 * channel (WhatsApp, a provider) finishes outside this page, so it is followed too.
 */
export function pollPlanFor(channel: string, context: { native: boolean; oauth?: boolean }): PollPlan | null {
  const every = STATUS_POLL_INTERVAL_MS;
  if (CALLER_ID_CHANNELS.includes(channel))
    return {
      startAfterMs: every,
      intervalMs: every,
      limitMs: CALLER_ID_POLL_LIMIT_MS,
      onFailure: 'verifyFailed',
    };
  if (channel === 'SILENT_AUTH')
    return {
      startAfterMs: every,
      intervalMs: every,
      limitMs: context.native ? SILENT_AUTH_TIMEOUT_NATIVE_MS : SILENT_AUTH_TIMEOUT_WEB_MS,
      onFailure: 'retryWithoutSilentAuth',
    };
  // A pending sign-in lives at most TRANSACTION_TTL_MS: polling longer cannot succeed.
  if (DELAYED_POLL_CHANNELS.includes(channel) || isSsoChannel(channel) || context.oauth)
    return { startAfterMs: every, intervalMs: every, limitMs: TRANSACTION_TTL_MS, onFailure: 'verifyFailed' };
  return null;
}
