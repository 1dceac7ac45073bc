import { describe, expect, it } from 'vitest';
import type { App } from '../../server/apps/App';
import type { Services } from '../../server/Services';
import { readStatus } from '../../server/signin/readStatus';

const NOW = 1_800_000_000_000;

/** The host as readStatus reads it: one finished sign-in of app `demo`, begun by state `s1`. */
function hostWith(completedBy: string): Services {
  const row = {
    id: 'tx_1',
    app_id: 'demo',
    state_hash: 'h:s1',
    status: 'SUCCESS',
    user_id: 'usr_1',
    code_nonce: 'n1',
    completed_by: completedBy,
    expires_at: NOW + 60_000,
  };
  return {
    statusViews: { get: async (id: string) => (id === 'tx_1' ? row : undefined) },
    hasher: {
      matches: (_purpose: string, value: string, hash: string) => hash === `h:${value}`,
      hash: (purpose: string, value: string) => `${purpose}:${value}`,
    },
    clock: { now: () => NOW },
  } as unknown as Services;
}

const app = { id: 'demo' } as App;

/** spec §7 transaction status: `isCrossDevice` says the sign-in was finished outside this browser. */
describe('isCrossDevice of a finished sign-in', () => {
  it.each([
    ['a link', 'link', true],
    ['a QR approval', 'qr', true],
    ['a WhatsApp message', 'whatsapp', true],
    ['a UPI payment approved in the payer’s app', 'upi', true],
    ['a typed code', 'otp', false],
    ['a passkey', 'passkey', false],
    ['silent network authentication', 'silent_auth', false],
    ['a sign-in provider', 'sso', false],
  ])('%s → %s', async (_how, completedBy, crossDevice) => {
    const status = await readStatus(hostWith(completedBy), { app, state: 's1', asId: 'tx_1' });
    expect(status).toEqual({
      status: 'SUCCESS',
      user: { uid: 'usr_1' },
      isCrossDevice: crossDevice,
      code: 'auth-code:tx_1:n1',
    });
  });
});
