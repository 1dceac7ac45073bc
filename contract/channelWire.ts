import type { Carrier } from './carriers';
/**
 * Wire shapes of the QR, one-tap and support calls (spec §3, §7). Plain types only: the server
 * imports this file too.
 */

/** `POST /v1/lp/user/transaction/qr/{state}`: what the desktop's QR panel encodes and follows. */
export interface QrSignInResponse {
  asId: string;
  qrRefId: string;
  /** The phone's landing page: what the QR code encodes. */
  intent: string;
  expiresIn: number;
  /** The number the desktop shows beside the code; the phone must type it (contract/crossDevice). */
  matchCode: string;
}

/** `POST /v1/lp/user/transaction/qr/approve/{state}`: the phone learns what it approved. */
export interface QrApproveResponse {
  approved: true;
  merchant: string;
  device: string;
}

/** spec §3 one-tap list item, as "send user" answers it (the value is masked). */
export interface OneTapIdentity {
  id: string;
  identifierType: 'EMAIL' | 'MOBILE';
  value: string;
  logo: string;
  /** spec §2: the carrier of a known number, told by the host since it masks the value. */
  carrier?: Carrier;
}

export interface OneTapIdentitiesResponse {
  identities: OneTapIdentity[];
}

/** spec §3 one-tap response: the code goes through verify-code like any sign-in's. */
export interface OneTapCompleteResponse {
  code: string;
  asId: string;
}

/** spec §3 support-ticket response. */
export interface SupportTicketResponse {
  intent: string;
}
