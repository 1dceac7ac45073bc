import type { Selectable } from 'kysely';
import type { Database } from '../db/schema';

/** A row of the `transactions` table as the store reads it. */
export type TransactionRow = Selectable<Database['transactions']>;

export interface NewTransaction {
  id: string;
  appId: string;
  stateHash: string;
  channel: string;
  /** SSO: the identity is known only once the provider answers; `identity` names the provider.
   *  PASSKEY: the credential names the user; `identity` is empty. */
  identityType: 'EMAIL' | 'MOBILE' | 'SSO' | 'PASSKEY' | 'UPI';
  identity: string;
  otpHash: string | null;
  linkHash: string | null;
  expiresAt: number;
  createdAt: number;
  /** 002_channels: HMAC of the inbound WhatsApp code (user-initiated WhatsApp). */
  lookupHash?: string | null;
  /** 002_channels: the desktop QR token's HMAC, its expiry and the desktop's summary. */
  qrHash?: string | null;
  qrExpiresAt?: number | null;
  device?: string | null;
  /** A one-tap: the sign-in that taught the browser the identity (revoking it revokes this). */
  signInId?: string;
  /** 012_locale: the language the sign-in was asked in; its messages and pages speak it. */
  locale?: string;
}

/** A pending sign-in whose identity is not known yet (user-initiated WhatsApp, desktop QR). */
export type NewOpenTransaction = Omit<NewTransaction, 'identityType' | 'identity' | 'otpHash' | 'linkHash'>;
