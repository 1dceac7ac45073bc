import { LINK_TOKEN_BYTES, OTP_LENGTH, SEND_MIN_GAP_MS, TRANSACTION_TTL_MS } from '../../contract/constants';
import type { Locale } from '../../contract/i18n/locales';
import { LINK_PATH } from '../../contract/paths';
import type { IntentResponse } from '../../contract/wire';
import type { App } from '../apps/App';
import { groupedWrites, throttlesOf } from '../db/groupedWrites';
import type { OutgoingMessage } from '../delivery/Delivery';
import { claimEmailSend } from '../delivery/emailDelivery';
import { emailMessage } from '../delivery/emailMessage';
import { SesameError } from '../errors/SesameError';
import type { Services } from '../Services';
import { createPendingSignIn } from './createPendingSignIn';
import { maskEmail, normalizeEmail } from './normalizeEmail';
import { spendSendThrottle } from './sendThrottle';
import { transactionFor } from './transactionFor';

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

export function isEmailChannel(channel: string): channel is EmailChannel {
  return channel in EMAIL_CHANNELS;
}

/**
 * Begins (or, with `resend`, repeats) an email sign-in: a code, a link or both, by the
 * channel. Known and unknown addresses take the same path, so the answer says nothing
 * about whether an account exists (docs/security.md).
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
    /** The visitor's language: the email speaks it, and so does the link's landing page. */
    locale: Locale;
  },
): Promise<IntentResponse> {
  const email = normalizeEmail(input.email);
  if (!email)
    throw new SesameError('invalid_email', { details: { email: 'Please enter a valid email address.' } });
  const now = services.clock.now();
  const kind = EMAIL_CHANNELS[input.channel];
  const otp = kind.code ? services.random.digits(OTP_LENGTH) : undefined;
  const linkToken = kind.link ? services.random.token(LINK_TOKEN_BYTES) : undefined;
  const expiresAt = now + TRANSACTION_TTL_MS;

  let asId: string;
  let send: (message: OutgoingMessage) => Promise<void>;
  if (input.resend && input.asId) {
    const tx = await transactionFor(services, input.app, input.state, input.asId);
    // A resend of another address, another channel or a finished sign-in sends nothing and spends nothing.
    if (tx.identity !== email || tx.channel !== input.channel || tx.status !== 'PENDING')
      throw new SesameError('transaction_not_found');
    await spendSendThrottle(services, input.app.id, email, now);
    asId = tx.id;
    const replaced = await services.transactions.replaceSecrets(
      asId,
      otp ? services.hasher.hash(OTP_PURPOSE, `${asId}:${otp}`) : null,
      linkToken ? services.hasher.hash(LINK_PURPOSE, linkToken) : null,
      expiresAt,
    );
    if (!replaced) throw new SesameError('transaction_not_found');
    // A new expiry: status reads kept in memory (server/signin/StatusViews) read it again.
    services.statusBus.publish(asId);
    send = await claimEmailSend(services, services.deliveries, input.app.id, input.channel);
  } else {
    // The send's spend, the pending sign-in and the delivery's record: one commit on SQLite.
    const started = await groupedWrites(services, async (stores) => {
      await spendSendThrottle(services, input.app.id, email, now, throttlesOf(services, stores));
      const signIn = { appId: input.app.id, state: input.state, now };
      const id = await createPendingSignIn(
        services,
        signIn,
        (id) => ({
          channel: input.channel,
          identityType: 'EMAIL',
          identity: email,
          otpHash: otp ? services.hasher.hash(OTP_PURPOSE, `${id}:${otp}`) : null,
          linkHash: linkToken ? services.hasher.hash(LINK_PURPOSE, linkToken) : null,
          expiresAt,
          locale: input.locale,
        }),
        stores.transactions,
      );
      return { id, send: await claimEmailSend(services, stores.deliveries, input.app.id, input.channel) };
    });
    asId = started.id;
    send = started.send;
  }

  const link = linkToken ? `${services.issuer}${LINK_PATH}/${linkToken}` : undefined;
  await send(
    emailMessage({
      appId: input.app.id,
      appName: input.app.name,
      to: email,
      code: otp,
      link,
      locale: input.locale,
      primaryColor: input.app.uiConfig.colors?.primary,
    }),
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
