import { expect, it } from 'vitest';
import { TRANSACTION_TTL_MS } from '../../contract/constants';
import { createPendingSignIn } from '../../server/signin/createPendingSignIn';
import { STATE_PURPOSE } from '../../server/signin/transactionFor';
import { describeStorage } from './describeStorage';

/**
 * Every channel's start writes its pending sign-in through createPendingSignIn: a fresh asId,
 * the browser's state as an HMAC, created now, the sign-in's lifetime unless the channel says
 * otherwise, no code or link unless it sends one; open sign-ins bind their identity later.
 */
describeStorage('pending sign-in', (storage) => {
  it('writes a pending sign-in for the browser that began it, with secrets hashed with its asId', async () => {
    const { services, clock } = storage();
    const now = clock.now();
    const asId = await createPendingSignIn(
      services,
      { appId: 'acme', state: 'browser-state', now },
      (id) => ({
        channel: 'OTP',
        identityType: 'EMAIL',
        identity: 'ada@example.com',
        otpHash: `otp-for-${id}`,
        locale: 'en',
      }),
    );
    expect(asId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await services.transactions.get(asId)).toMatchObject({
      id: asId,
      app_id: 'acme',
      state_hash: services.hasher.hash(STATE_PURPOSE, 'browser-state'),
      status: 'PENDING',
      channel: 'OTP',
      identity_type: 'EMAIL',
      identity: 'ada@example.com',
      otp_hash: `otp-for-${asId}`,
      link_hash: null,
      locale: 'en',
    });
    const row = await services.transactions.get(asId);
    expect(Number(row?.created_at)).toBe(now);
    expect(Number(row?.expires_at)).toBe(now + TRANSACTION_TTL_MS);
  });

  it('writes an open sign-in, its identity bound later, with the lifetime the channel gives', async () => {
    const { services, clock } = storage();
    const now = clock.now();
    const first = await createPendingSignIn(services, { appId: 'acme', state: 's', now }, () => ({
      channel: 'QR',
      qrHash: 'qr',
      expiresAt: now + 1000,
    }));
    const second = await createPendingSignIn(services, { appId: 'acme', state: 's', now }, () => ({
      channel: 'QR',
    }));
    expect(second).not.toBe(first);
    const row = await services.transactions.get(first);
    expect(row).toMatchObject({ channel: 'QR', identity: '', qr_hash: 'qr', otp_hash: null });
    expect(Number(row?.expires_at)).toBe(now + 1000);
    expect(await services.transactions.bindIdentity(first, 'MOBILE', '+919800000001', now)).toBe(true);
  });
});
