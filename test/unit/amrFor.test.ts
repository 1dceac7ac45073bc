import { describe, expect, it } from 'vitest';
import { amrFor } from '../../server/oidc/amrFor';
import type { Services } from '../../server/Services';
import type { TransactionRow } from '../../server/stores/TransactionStore';
import type { CredentialRow } from '../../server/webauthn/PasskeyStore';

const COMPLETED_AT = 1_800_000_000_000;

/** A finished sign-in, as the transactions table holds it. */
function finished(
  completedBy: string,
  channel: string,
  identityType: TransactionRow['identity_type'],
): TransactionRow {
  return {
    id: 'tx_1',
    app_id: 'demo',
    user_id: 'usr_1',
    channel,
    identity_type: identityType,
    completed_by: completedBy,
    completed_at: COMPLETED_AT,
  } as TransactionRow;
}

/** The host as amrFor reads it: only the user's passkeys. */
function withPasskeys(credentials: Partial<CredentialRow>[] = []): Services {
  return {
    passkeys: {
      credentialsOf: async (appId: string, userId: string) =>
        appId === 'demo' && userId === 'usr_1' ? (credentials as CredentialRow[]) : [],
    },
  } as unknown as Services;
}

/** docs/oidc.md "What the ID token says": how a sign-in was finished → RFC 8176 `amr`. */
describe('amr of an OpenID Connect sign-in', () => {
  it.each([
    ['an email code', 'otp', 'EMAIL_LOGIN', 'EMAIL', ['otp']],
    ['an email link', 'link', 'MAGIC_LINK', 'EMAIL', ['otp']],
    ['an SMS code', 'otp', 'OTP', 'MOBILE', ['otp', 'sms']],
    ['an SMS link', 'link', 'OTP_LINK', 'MOBILE', ['otp', 'sms']],
    ['a code by WhatsApp template', 'otp', 'WHATSAPP', 'MOBILE', ['otp']],
    ['a WhatsApp message from the phone', 'whatsapp', 'WHATSAPP', 'MOBILE', ['mca']],
    ['a QR approval from the phone', 'qr', 'QR', 'MOBILE', ['mca']],
    ['silent network authentication', 'silent_auth', 'SILENT_AUTH', 'MOBILE', ['mca']],
    ['a UPI payment from the payer’s bank app', 'upi', 'UPI', 'UPI', ['mca']],
    ['consent in the Truecaller app', 'truecaller', 'TRUE_CALLER_SSO', 'MOBILE', ['mca']],
    ['a key pressed on a voice call', 'voice', 'VOICE_APPROVAL', 'MOBILE', ['tel']],
    ['a sign-in provider', 'sso', 'GITHUB_SSO', 'EMAIL', ['fed']],
    ["a returning browser's one-tap", 'onetap', 'ONETAP', 'EMAIL', ['swk']],
  ] as const)('%s is %j', async (_how, completedBy, channel, identityType, amr) => {
    expect(await amrFor(withPasskeys(), finished(completedBy, channel, identityType))).toEqual(amr);
  });

  it('never calls silent network authentication a software key or a text message', async () => {
    const amr = await amrFor(withPasskeys(), finished('silent_auth', 'SILENT_AUTH', 'MOBILE'));
    expect(amr).not.toContain('swk');
    expect(amr).not.toContain('sms');
  });

  it('a passkey bound to one device is hwk, a synced one swk: the one used for this sign-in', async () => {
    const deviceBound: Partial<CredentialRow> = {
      device_type: 'singleDevice',
      last_used_at: COMPLETED_AT - 10,
    };
    const synced: Partial<CredentialRow> = { device_type: 'multiDevice', last_used_at: COMPLETED_AT };
    const passkey = finished('passkey', 'WEB_AUTHN', 'EMAIL');
    expect(await amrFor(withPasskeys([deviceBound]), passkey)).toEqual(['hwk']);
    expect(await amrFor(withPasskeys([synced]), passkey)).toEqual(['swk']);
    // Both registered: the one used last at the sign-in decides; later use does not count.
    expect(await amrFor(withPasskeys([deviceBound, synced]), passkey)).toEqual(['swk']);
    const laterSynced = { ...synced, last_used_at: COMPLETED_AT + 60_000 };
    expect(await amrFor(withPasskeys([deviceBound, laterSynced]), passkey)).toEqual(['hwk']);
  });

  it('claims nothing for a way of finishing it does not know', async () => {
    expect(await amrFor(withPasskeys(), finished('carrier_pigeon', 'EMAIL_LOGIN', 'EMAIL'))).toEqual([]);
  });
});
