import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { AppStore } from '../../server/apps/AppStore';
import type { NewSession } from '../../server/stores/SessionStore';
import { SigningKeys } from '../../server/tokens/SigningKeys';
import { describeStorage } from './describeStorage';

const DAY = 86_400_000;

function session(id: string, now: number, overrides: Partial<NewSession> = {}): NewSession {
  return {
    id_hash: `id-${id}`,
    app_id: 'acme',
    user_id: 'usr_ada',
    transaction_id: `tx-${id}`,
    token_hash: `token-${id}`,
    token_expires_at: now + 3600_000,
    refresh_hash: `refresh-${id}`,
    expires_at: now + 30 * DAY,
    created_at: now,
    ...overrides,
  };
}

/**
 * Revoking a user's sign-ins (server/signin/revokeUserSignIns) finds what is still usable through
 * the stores that own each table: live sessions, unexchanged merchant codes, and the sign-ins
 * that taught browsers the user's identities. One-taps are named by the sign-in they rest on.
 */
describeStorage('user sign-in reads', (storage) => {
  it('names the sign-ins behind live sessions only', async () => {
    const { services, clock } = storage();
    const now = clock.now();
    await services.sessions.open(session('live', now));
    await services.sessions.open(session('onetap', now, { signin_id: 'tx-taught' }));
    await services.sessions.open(session('expired', now, { expires_at: now - 1 }));
    await services.sessions.open(session('other-app', now, { app_id: 'other' }));
    await services.sessions.open(session('other-user', now, { user_id: 'usr_bob' }));
    await services.sessions.open(session('revoked', now));
    await services.sessions.revokeSignIn('tx-revoked', 'admin_revoke', now);
    const found = await services.sessions.liveSignInsOf('acme', 'usr_ada', now);
    expect(found.sort()).toEqual(['tx-live', 'tx-taught']);
  });

  it('names the sign-ins whose merchant code can still be exchanged', async () => {
    const { services, clock } = storage();
    const now = clock.now();
    const finish = async (
      id: string,
      userId = 'usr_ada',
      codeExpiresAt = now + 60_000,
      signInId?: string,
    ) => {
      await services.transactions.create({
        id,
        appId: 'acme',
        stateHash: 'state',
        channel: 'EMAIL',
        identityType: 'EMAIL',
        identity: 'ada@example.com',
        otpHash: null,
        linkHash: null,
        expiresAt: now + 60_000,
        createdAt: now,
        ...(signInId ? { signInId } : {}),
      });
      const done = { codeHash: `code-${id}`, codeNonce: 'n', codeExpiresAt, completedBy: 'otp', now };
      await services.transactions.complete(id, { ...done, userId });
    };
    await finish('tx-open');
    await finish('tx-onetap', 'usr_ada', now + 60_000, 'tx-taught');
    await finish('tx-exchanged');
    await services.transactions.consumeCode('tx-exchanged', now);
    await finish('tx-stale', 'usr_ada', now - 1);
    await finish('tx-bob', 'usr_bob');
    await finish('tx-revoked');
    await services.transactions.revokeSignIn('tx-revoked', now);
    const found = await services.transactions.unexchangedSignInsOf('acme', 'usr_ada', now);
    expect(found.sort()).toEqual(['tx-open', 'tx-taught']);
  });

  it('names the sign-ins that taught browsers the user, once each', async () => {
    const { services, clock } = storage();
    const learn = (state: string, userId: string, signInId: string, appId = 'acme') =>
      services.browserIdentities.record(state, appId, {
        identityType: 'EMAIL',
        identity: `${userId}@example.com`,
        userId,
        verifiedAt: clock.now(),
        signInId,
        deviceHash: null,
      });
    await learn('laptop', 'usr_ada', 'tx-1');
    await learn('phone', 'usr_ada', 'tx-1');
    await learn('tablet', 'usr_ada', 'tx-2');
    await learn('laptop', 'usr_ada', 'tx-3', 'other');
    await learn('laptop', 'usr_bob', 'tx-4');
    const found = await services.browserIdentities.signInsOf('acme', 'usr_ada');
    expect(found.sort()).toEqual(['tx-1', 'tx-2']);
  });

  it('tells whether the database holds apps or signing keys, before the secret is known', async () => {
    const { services } = storage();
    const db = services.db.kysely;
    // The host started: it made its first signing key; the dev app is seeded in dev mode.
    expect(await SigningKeys.holdsAny(db)).toBe(true);
    await db.deleteFrom('app_origins').execute();
    await db.deleteFrom('apps').execute();
    expect(await AppStore.holdsAny(db)).toBe(false);
    await db.deleteFrom('signing_keys').execute();
    expect(await SigningKeys.holdsAny(db)).toBe(false);
  });
});

it('revocation and the secret asked at start query tables only through their stores', () => {
  for (const file of [
    'server/signin/revokeSignIn.ts',
    'server/signin/revokeUserSignIns.ts',
    'server/production/resolveSecret.ts',
  ]) {
    const source = readFileSync(file, 'utf8');
    expect(source, file).not.toMatch(/\.(selectFrom|insertInto|updateTable|deleteFrom)\(/);
  }
});
