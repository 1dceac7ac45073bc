import {
  LINK_TOKEN_BYTES,
  OTP_LENGTH,
  SEND_MIN_GAP_MS,
  TRANSACTION_TTL_MS,
} from '../../../contract/constants';
import { LINK_PATH } from '../../../contract/paths';
import type { IntentResponse } from '../../../contract/wire';
import { requireChannelProvider, sendChannelMessage } from '../../delivery/sendChannelMessage';
import { whatsappApproveTemplate, whatsappAuthTemplate } from '../../delivery/whatsappMessages';
import { SesameError } from '../../errors/SesameError';
import { hostTexts } from '../../i18n/hostTexts';
import { whatsappLanguage } from '../../i18n/whatsappLanguage';
import { createPendingSignIn } from '../../signin/createPendingSignIn';
import { spendSendThrottle } from '../../signin/sendThrottle';
import { LINK_PURPOSE, OTP_PURPOSE } from '../../signin/startEmailIntent';
import { transactionFor } from '../../signin/transactionFor';
import type { IntentContext } from '../ChannelDriver';
import { whatsappSettings } from '../providerSettings';
import { appHashOf, oneTapTemplateFor } from './appHash';
import { checkSmsDestination, spendSmsPrefix } from './checkSmsDestination';
import { maskPhone, parsePhone } from './parsePhone';
import { codeText, smsText } from './smsText';

/** What goes to the phone: a code, a link or both, by SMS or as a WhatsApp template. */
export interface PhoneDelivery {
  via: 'SMS' | 'WHATSAPP';
  code: boolean;
  link: boolean;
  /**
   * Another authentication template than the app's own (the one-tap channel's), and the label of
   * its button: the dev outbox's rendering ends with it in brackets, as the phone shows it.
   */
  template?: { name: string; button: string };
}

/**
 * Begins (or, with `resend`, repeats) a sign-in to a phone number the user typed. Known and
 * unknown numbers take the same path (docs/security.md "Codes"); every limit is checked before
 * any provider is called.
 */
export async function startPhoneIntent(context: IntentContext, kind: PhoneDelivery): Promise<IntentResponse> {
  const { services, app, state, body } = context;
  const phone = body.mobile === undefined ? undefined : parsePhone(body.mobile);
  if (!phone)
    throw new SesameError('invalid_phone', { details: { mobile: 'Please enter a valid mobile number.' } });
  const appHash = appHashOf(body.otpHash);
  const now = services.clock.now();
  if (kind.via === 'SMS') await checkSmsDestination(services, app, phone);
  const whatsapp = kind.via === 'WHATSAPP' ? whatsappSettings(services, app) : undefined;
  // A WhatsApp template carries a code; a link alone goes by SMS.
  requireChannelProvider(services, app, whatsapp && kind.code ? 'WHATSAPP' : 'SMS');
  // Every check that can refuse comes before this: a send's budget is spent only on a send.
  const spend = async () => {
    await spendSendThrottle(services, app.id, phone.e164, now);
    if (kind.via === 'SMS') await spendSmsPrefix(services, app, phone);
  };

  const otp = kind.code ? services.random.digits(OTP_LENGTH) : undefined;
  const linkToken = kind.link ? services.random.token(LINK_TOKEN_BYTES) : undefined;
  const expiresAt = now + TRANSACTION_TTL_MS;
  const hashes = (id: string) => ({
    otpHash: otp ? services.hasher.hash(OTP_PURPOSE, `${id}:${otp}`) : null,
    linkHash: linkToken ? services.hasher.hash(LINK_PURPOSE, linkToken) : null,
  });

  let asId: string;
  if (body.resend && body.asId) {
    const tx = await transactionFor(services, app, state, body.asId);
    if (tx.identity !== phone.e164 || tx.channel !== body.channel || tx.status !== 'PENDING')
      throw new SesameError('transaction_not_found');
    await spend();
    asId = tx.id;
    const { otpHash, linkHash } = hashes(asId);
    if (!(await services.transactions.replaceSecrets(asId, otpHash, linkHash, expiresAt)))
      throw new SesameError('transaction_not_found');
    // A new expiry: status reads kept in memory (server/signin/StatusViews) read it again.
    services.statusBus.publish(asId);
  } else {
    await spend();
    asId = await createPendingSignIn(services, { appId: app.id, state, now }, (id) => ({
      channel: body.channel,
      identityType: 'MOBILE',
      identity: phone.e164,
      ...hashes(id),
      expiresAt,
      locale: context.locale,
    }));
  }

  const link = linkToken ? `${services.issuer}${LINK_PATH}/${linkToken}` : undefined;
  const host = context.origin ? new URL(context.origin).hostname : new URL(services.issuer).hostname;
  // One key per send: the transaction and this send's secret.
  const idempotencyKey = `${asId}:${otp ?? ''}:${linkToken ?? ''}`;
  const say = hostTexts(context.locale);
  if (whatsapp && otp) {
    // From inside the merchant's Android app named in its one-tap template: that template.
    const template = kind.template ?? oneTapTemplateFor(services, app, appHash);
    const to = phone.e164.slice(1);
    // The template in the visitor's language when the app's templates are approved in it.
    const language = whatsappLanguage(whatsapp, context.locale);
    const approve =
      linkToken && link && whatsapp.approveTemplate && !template
        ? { template: whatsapp.approveTemplate, linkToken, link }
        : undefined;
    const message: Parameters<typeof sendChannelMessage>[1] = {
      app,
      channel: 'WHATSAPP',
      to: phone.e164,
      text: approve
        ? `${codeText(say, app.name, otp)}\n\n${say.text('whatsapp.approve', { link: approve.link })}`
        : template
          ? `${codeText(say, app.name, otp)}\n\n[${template.button}]`
          : codeText(say, app.name, otp),
      whatsapp: approve
        ? whatsappApproveTemplate(to, { name: approve.template, language }, otp, approve.linkToken)
        : whatsappAuthTemplate(to, { name: template?.name ?? whatsapp.template, language }, otp),
      code: otp,
      idempotencyKey,
      transactionId: asId,
    };
    if (approve) message.link = approve.link;
    await sendChannelMessage(services, message);
  } else {
    const message: Parameters<typeof sendChannelMessage>[1] = {
      app,
      channel: 'SMS',
      to: phone.e164,
      text: smsText({ say, appName: app.name, code: otp, link, host, appHash }),
      idempotencyKey,
      transactionId: asId,
    };
    if (otp) message.code = otp;
    if (link) message.link = link;
    await sendChannelMessage(services, message);
  }

  const response: IntentResponse = {
    channel: body.channel,
    intent: null,
    asId,
    communicationMode: kind.via,
    destinationUri: maskPhone(phone.e164),
    resendAfter: Math.ceil(SEND_MIN_GAP_MS / 1000),
  };
  if (otp) response.otpLength = OTP_LENGTH;
  return response;
}
