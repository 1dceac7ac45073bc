import {
  LINK_TOKEN_BYTES,
  OTP_LENGTH,
  SEND_MIN_GAP_MS,
  SEND_WINDOW_MAX,
  SEND_WINDOW_MS,
  TRANSACTION_TTL_MS,
} from '../../services/contract/constants';
import { LINK_PATH } from '../../services/contract/paths';
import type { IntentResponse } from '../../services/contract/wire';
import type { App } from '../apps/App';
import { emailMessage } from '../delivery/emailMessage';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { maskEmail, normalizeEmail } from './normalizeEmail';
import { STATE_PURPOSE, transactionFor } from './transactionFor';

/** What each email channel sends (spec §3 channel codes). */
const EMAIL_CHANNELS = {
  EMAIL_LOGIN: { code: true, link: true },
  OTP_LINK: { code: true, link: true },
  OTP: { code: true, link: false },
  MAGIC_LINK: { code: false, link: true },
} as const;
export type EmailChannel = keyof typeof EMAIL_CHANNELS;

export const OTP_PURPOSE = 'otp';
export const LINK_PURPOSE = 'link';

/** SECURITY.md "Codes": sends to one destination at least 60 s apart, at most 5 in 10 minutes. */
export const SEND_RULE = { minGapMs: SEND_MIN_GAP_MS, windowMs: SEND_WINDOW_MS, max: SEND_WINDOW_MAX };

export function isEmailChannel(channel: string): channel is EmailChannel {
  return channel in EMAIL_CHANNELS;
}

export function sendThrottleKey(services: Services, destination: string): string {
  return `send:${services.hasher.hash('destination', destination)}`;
}

/**
 * Begins (or, with `resend`, repeats) an email sign-in: a code, a link or both, by the
 * channel. Known and unknown addresses take the same path, so the answer says nothing
 * about whether an account exists (SECURITY.md).
 */
export async function startEmailIntent(
  services: Services,
  input: {
    app: App;
    state: string;
    channel: EmailChannel;
    email: string;
    resend: boolean;
    asId: string | undefined;
  },
): Promise<IntentResponse> {
  const email = normalizeEmail(input.email);
  if (!email)
    throw new SesameError('invalid_email', { details: { email: 'Please enter a valid email address.' } });
  const now = services.clock.now();
  const throttle = await services.throttles.hit(sendThrottleKey(services, email), SEND_RULE, now);
  if (!throttle.allowed) throw new SesameError('rate_limited', { retryAfter: throttle.retryAfterS });

  const kind = EMAIL_CHANNELS[input.channel];
  const otp = kind.code ? services.random.digits(OTP_LENGTH) : undefined;
  const linkToken = kind.link ? services.random.token(LINK_TOKEN_BYTES) : undefined;
  const expiresAt = now + TRANSACTION_TTL_MS;

  let asId: string;
  if (input.resend && input.asId) {
    const tx = await transactionFor(services, input.app, input.state, input.asId);
    if (tx.identity !== email || tx.channel !== input.channel) throw new SesameError('transaction_not_found');
    asId = tx.id;
    const replaced = await services.transactions.replaceSecrets(
      asId,
      otp ? services.hasher.hash(OTP_PURPOSE, `${asId}:${otp}`) : null,
      linkToken ? services.hasher.hash(LINK_PURPOSE, linkToken) : null,
      expiresAt,
    );
    if (!replaced) throw new SesameError('transaction_not_found');
  } else {
    asId = services.random.token(16);
    await services.transactions.create({
      id: asId,
      appId: input.app.id,
      stateHash: services.hasher.hash(STATE_PURPOSE, input.state),
      channel: input.channel,
      identityType: 'EMAIL',
      identity: email,
      otpHash: otp ? services.hasher.hash(OTP_PURPOSE, `${asId}:${otp}`) : null,
      linkHash: linkToken ? services.hasher.hash(LINK_PURPOSE, linkToken) : null,
      expiresAt,
      createdAt: now,
    });
  }

  const link = linkToken ? `${services.issuer}${LINK_PATH}/${linkToken}` : undefined;
  await services.delivery.send(
    emailMessage({ appId: input.app.id, appName: input.app.name, to: email, code: otp, link }),
  );

  const response: IntentResponse = {
    channel: input.channel,
    intent: null,
    asId,
    communicationMode: 'EMAIL',
    destinationUri: maskEmail(email),
    resendAfter: Math.ceil(SEND_MIN_GAP_MS / 1000),
  };
  if (otp) response.otpLength = OTP_LENGTH;
  return response;
}
