import type { Channel } from './channels';
import type { HostMessageId } from './i18n/Catalogue';

/**
 * Cross-device approvals (docs/security.md "Cross-device approvals", RFC 10027's advice for
 * cross-device flows): the desktop shows a short matching number beside its QR code and the
 * phone must type it before it can approve, so a QR code sent to someone who cannot see that
 * screen cannot be approved by them. One wrong number cancels the QR code.
 */
export const QR_MATCH_DIGITS = 2;

/** `POST /v1/lp/user/transaction/qr/match/{state}`: the number typed on the phone was right. */
export interface QrMatchResponse {
  matched: true;
}

/** What the phone's page is told about the sign-in it approves (the host renders it). */
export interface QrPhonePageConfig {
  appId: string;
  qrRefId: string;
  /** The channels the phone can sign in with; absent ones are not configured for the app. */
  channels: { email?: Channel | undefined; phone?: Channel | undefined; whatsapp?: Channel | undefined };
  /** Digits of the app's first country's calling code, for numbers typed without "+". */
  dialCode: string;
  /** "Chrome on Windows": the desktop's browser and system. */
  device: string;
  /** The texts the page's script writes, in the sign-in's language (docs/languages.md). */
  texts: Record<QrPhoneTextId, string>;
}

/** What the QR phone page's script says as it moves between steps. */
export const QR_PHONE_TEXT_IDS = [
  'qr.yourEmail',
  'qr.yourMobile',
  'qr.codeFromEmail',
  'qr.codeFromText',
  'qr.whatsappConfirmed',
  'qr.checkEmail',
  'qr.checkMessages',
  'qr.approved',
  'whatsapp.notSent',
] as const satisfies readonly HostMessageId[];
export type QrPhoneTextId = (typeof QR_PHONE_TEXT_IDS)[number];

/** The `<script type="application/json">` the QR phone page reads its config from. */
export const QR_PHONE_CONFIG_ELEMENT_ID = 'sesame-qr-config';
