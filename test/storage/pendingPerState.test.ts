import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { TRANSACTION_TTL_MS } from '../../contract/constants';
import { createPendingSignIn } from '../../server/signin/createPendingSignIn';
import { STATE_PURPOSE } from '../../server/signin/transactionFor';
import { describeStorage } from './describeStorage';

/**
 * docs/security.md: pending sign-ins per state are capped, so every intent counts its state's
 * pending ones (server/http/clientLimits): only this state's, still pending and not expired, with
 * the first to expire for Retry-After; on SQLite from the index alone.
 */
describeStorage('pending sign-ins per state', (storage, dialect) => {
  it("counts only the state's pending, unexpired sign-ins and says when the first expires", async () => {
    const { services, clock } = storage();
    const begin = (state: string) =>
      createPendingSignIn(services, { appId: 'acme', state, now: clock.now() }, () => ({
        channel: 'OTP',
        identityType: 'EMAIL',
        identity: 'ada@example.com',
        locale: 'en',
      }));
    const first = clock.now();
    await begin('mine');
    clock.advance(1000);
    const finished = await begin('mine');
    await begin('mine');
    await begin('another');
    await services.db.kysely
      .updateTable('transactions')
      .set({ status: 'FAILED' })
      .where('id', '=', finished)
      .execute();
    const stateHash = services.hasher.hash(STATE_PURPOSE, 'mine');

    expect(await services.transactions.pendingForState(stateHash, clock.now())).toEqual({
      count: 2,
      firstExpiresAt: first + TRANSACTION_TTL_MS,
    });
    // The first has expired, the second not yet.
    const later = first + TRANSACTION_TTL_MS;
    expect(await services.transactions.pendingForState(stateHash, later)).toEqual({
      count: 1,
      firstExpiresAt: first + 1000 + TRANSACTION_TTL_MS,
    });
    expect(await services.transactions.pendingForState('nobody', later)).toEqual({
      count: 0,
      firstExpiresAt: later,
    });

    if (dialect === 'sqlite') {
      const plan = await sql<{
        detail: string;
      }>`explain query plan select count(*), min(expires_at) from transactions where state_hash = ${stateHash} and status = 'PENDING' and expires_at > ${later}`.execute(
        services.db.kysely,
      );
      expect(plan.rows.map((r) => r.detail).join(' ')).toContain('COVERING INDEX transactions_state_pending');
    }
  });
});
