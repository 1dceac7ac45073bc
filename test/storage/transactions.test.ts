import { expect, it } from 'vitest';
import type { NewTransaction } from '../../server/stores/TransactionStore';
import { describeStorage } from './describeStorage';

const TTL = 10 * 60_000;

function newTransaction(id: string, now: number, overrides: Partial<NewTransaction> = {}): NewTransaction {
  return {
    id,
    appId: 'acme',
    stateHash: `state-${id}`,
    channel: 'EMAIL_LOGIN',
    identityType: 'EMAIL',
    identity: 'ada@example.com',
    otpHash: `otp-${id}`,
    linkHash: `link-${id}`,
    expiresAt: now + TTL,
    createdAt: now,
    ...overrides,
  };
}

function completion(now: number, by = 'otp') {
  return {
    userId: 'usr_1',
    codeHash: `code-${by}`,
    codeNonce: 'nonce',
    codeExpiresAt: now + TTL,
    completedBy: by,
    now,
  };
}

async function count<T>(tries: Promise<T>[], value: T): Promise<number> {
  return (await Promise.all(tries)).filter((result) => result === value).length;
}

describeStorage('TransactionStore', (storage) => {
  it('creates a pending transaction and reads it back with epoch-ms columns as numbers', async () => {
    const { services, clock } = storage();
    const now = clock.now();
    await services.transactions.create(newTransaction('tx1', now));
    const row = await services.transactions.get('tx1');
    expect(row).toMatchObject({
      id: 'tx1',
      app_id: 'acme',
      status: 'PENDING',
      otp_hash: 'otp-tx1',
      link_hash: 'link-tx1',
      otp_attempts: 0,
      expires_at: now + TTL,
      created_at: now,
      completed_at: null,
      code_used_at: null,
      revoked_at: null,
    });
    expect(typeof row?.expires_at).toBe('number');
    expect(typeof row?.created_at).toBe('number');
    expect(await services.transactions.get('nope')).toBeUndefined();
    expect((await services.transactions.findByLinkHash('link-tx1'))?.id).toBe('tx1');
  });

  it('gives a resend new secrets, a new expiry and a fresh attempt count', async () => {
    const { services, clock } = storage();
    await services.transactions.create(newTransaction('tx1', clock.now()));
    await services.transactions.reserveOtpAttempt('tx1', 5);
    await services.transactions.reserveOtpAttempt('tx1', 5);
    clock.advance(60_000);
    expect(await services.transactions.replaceSecrets('tx1', 'otp-2', 'link-2', clock.now() + TTL)).toBe(
      true,
    );
    expect(await services.transactions.get('tx1')).toMatchObject({
      otp_hash: 'otp-2',
      link_hash: 'link-2',
      otp_attempts: 0,
      expires_at: clock.now() + TTL,
    });
    expect(await services.transactions.findByLinkHash('link-tx1')).toBeUndefined();
    expect(await services.transactions.replaceSecrets('nope', 'a', 'b', clock.now())).toBe(false);
  });

  it('does not resend a finished transaction', async () => {
    const { services, clock } = storage();
    await services.transactions.create(newTransaction('tx1', clock.now()));
    await services.transactions.complete('tx1', completion(clock.now()));
    expect(await services.transactions.replaceSecrets('tx1', 'otp-2', 'link-2', clock.now() + TTL)).toBe(
      false,
    );
    expect(await services.transactions.get('tx1')).toMatchObject({ otp_hash: null, link_hash: null });
  });

  it('reserves exactly 5 of 50 concurrent code checks', async () => {
    const { services, clock } = storage();
    await services.transactions.create(newTransaction('tx1', clock.now()));
    const tries = Array.from({ length: 50 }, () => services.transactions.reserveOtpAttempt('tx1', 5));
    expect(await count(tries, true)).toBe(5);
    expect((await services.transactions.get('tx1'))?.otp_attempts).toBe(5);
    expect(await services.transactions.reserveOtpAttempt('tx1', 5)).toBe(false);
  });

  it('reserves no code check once the transaction is finished', async () => {
    const { services, clock } = storage();
    await services.transactions.create(newTransaction('tx1', clock.now()));
    await services.transactions.complete('tx1', completion(clock.now()));
    expect(await services.transactions.reserveOtpAttempt('tx1', 5)).toBe(false);
  });

  it('completes once out of 10 concurrent completions', async () => {
    const { services, clock } = storage();
    const now = clock.now();
    await services.transactions.create(newTransaction('tx1', now));
    const tries = Array.from({ length: 10 }, (_, i) =>
      services.transactions.complete('tx1', completion(now, `by${i}`)),
    );
    expect(await count(tries, true)).toBe(1);
    const row = await services.transactions.get('tx1');
    expect(row).toMatchObject({
      status: 'SUCCESS',
      user_id: 'usr_1',
      otp_hash: null,
      link_hash: null,
      completed_at: now,
    });
    expect((await services.transactions.findByCodeHash(row?.code_hash ?? ''))?.id).toBe('tx1');
    expect(await services.transactions.findByLinkHash('link-tx1')).toBeUndefined();
  });

  it('does not complete an expired transaction', async () => {
    const { services, clock } = storage();
    await services.transactions.create(newTransaction('tx1', clock.now()));
    clock.advance(TTL);
    expect(await services.transactions.complete('tx1', completion(clock.now()))).toBe(false);
    expect((await services.transactions.get('tx1'))?.status).toBe('PENDING');
  });

  it('consumes a code once out of 10 concurrent exchanges, then revokes on replay', async () => {
    const { services, clock } = storage();
    await services.transactions.create(newTransaction('tx1', clock.now()));
    await services.transactions.complete('tx1', completion(clock.now()));
    clock.advance(1_000);
    const tries = Array.from({ length: 10 }, () => services.transactions.consumeCode('tx1', clock.now()));
    expect(await count(tries, true)).toBe(1);
    expect((await services.transactions.get('tx1'))?.code_used_at).toBe(clock.now());

    clock.advance(1_000);
    expect(await services.transactions.consumeCode('tx1', clock.now())).toBe(false);
    await services.transactions.revokeSignIn('tx1', clock.now());
    expect((await services.transactions.get('tx1'))?.revoked_at).toBe(clock.now());
  });

  it('revokes a sign-in with the one-taps that rest on it, once, and nothing else', async () => {
    const { services, clock } = storage();
    await services.transactions.create(newTransaction('root', clock.now()));
    await services.transactions.create(newTransaction('tap', clock.now(), { signInId: 'root' }));
    await services.transactions.create(newTransaction('other', clock.now()));
    const revoked = await services.transactions.revokeSignIn('root', clock.now());
    expect(revoked.map((r) => r.id).sort()).toEqual(['root', 'tap']);
    expect(await services.transactions.revokeSignIn('root', clock.now())).toEqual([]);
    expect(await services.transactions.get('tap')).toMatchObject({
      status: 'FAILED',
      revoked_at: clock.now(),
    });
    expect((await services.transactions.get('other'))?.revoked_at).toBeNull();
  });

  it('refuses two transactions with the same link hash', async () => {
    const { services, clock } = storage();
    await services.transactions.create(newTransaction('tx1', clock.now(), { linkHash: 'same' }));
    await expect(
      services.transactions.create(newTransaction('tx2', clock.now(), { linkHash: 'same' })),
    ).rejects.toThrow();
  });

  it('purges only transactions that expired before the cut-off', async () => {
    const { services, clock } = storage();
    await services.transactions.create(newTransaction('old', clock.now()));
    clock.advance(TTL);
    await services.transactions.create(newTransaction('new', clock.now()));
    await services.transactions.purgeExpired(clock.now() + 1);
    expect(await services.transactions.get('old')).toBeUndefined();
    expect(await services.transactions.get('new')).toBeDefined();
  });
});
