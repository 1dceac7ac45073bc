import type { Services } from '../Services';
import type { TransactionRow } from '../stores/TransactionStore';

/**
 * The ID token's `amr` (RFC 8176 values) for how a sign-in was finished, honestly
 * (docs/oidc.md "What the ID token says"): a typed or linked one-time secret is `otp` (plus
 * `sms` when it went to a phone by text); a WhatsApp message, a QR approval from the phone,
 * silent network authentication (the mobile network confirming the number over the device's
 * own data connection) and a UPI payment approved in the payer's bank app are `mca`, a second
 * channel apart from the browser's (the bank, not Sesame, checks the UPI PIN: no `pin`), as is
 * consent given in the Truecaller app on the phone; a key pressed on a voice call is `tel`; a
 * provider sign-in is `fed`; a passkey is `hwk` when bound to one device and `swk` when synced; a
 * returning browser's one-tap is `swk` (a device-held key). A way this table does not know
 * claims nothing rather than something untrue.
 */
export async function amrFor(services: Services, tx: TransactionRow): Promise<string[]> {
  switch (tx.completed_by) {
    case 'otp':
    case 'link':
      return tx.identity_type === 'MOBILE' && tx.channel !== 'WHATSAPP' ? ['otp', 'sms'] : ['otp'];
    case 'whatsapp':
    case 'qr':
    case 'silent_auth':
    case 'upi':
    case 'truecaller':
      return ['mca'];
    case 'voice':
      return ['tel'];
    case 'sso':
      return ['fed'];
    case 'passkey':
      return [await passkeyKind(services, tx)];
    case 'onetap':
      return ['swk'];
    default:
      return [];
  }
}

/** The credential this sign-in used: the user's one used last, at or just before the completion. */
async function passkeyKind(services: Services, tx: TransactionRow): Promise<'hwk' | 'swk'> {
  const completedAt = Number(tx.completed_at);
  const used = (await services.passkeys.credentialsOf(tx.app_id, tx.user_id ?? ''))
    .filter((c) => c.last_used_at !== null && Number(c.last_used_at) <= completedAt)
    .sort((a, b) => Number(b.last_used_at) - Number(a.last_used_at))[0];
  return used?.device_type === 'singleDevice' ? 'hwk' : 'swk';
}
