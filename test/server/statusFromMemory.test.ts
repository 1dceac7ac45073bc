import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiClient, apiClient, type FakeClock, fakeClock } from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';

/**
 * Status polls answer from memory (server/signin/StatusViews): a waiting browser's polls cost
 * storage one read, and every change the status bus carries is seen on the next poll.
 */
describe('status from memory', () => {
  let host: Host;
  let api: ApiClient;
  let clock: FakeClock;
  beforeAll(async () => {
    clock = fakeClock(Date.now());
    host = await startHost({ listen: false, overrides: { clock } });
    api = apiClient(host);
  });
  afterAll(() => host.close());

  it('reads a pending sign-in from storage once however often it is polled, and sees its success at once', async () => {
    const { state, asId, otp } = await api.startEmail('poll@example.com');
    const reads = vi.spyOn(host.services.transactions, 'get');
    for (let i = 0; i < 5; i++) {
      expect((await api.status(state, asId)).body).toEqual({ status: 'PENDING', isCrossDevice: false });
    }
    expect(reads.mock.calls.filter(([id]) => id === asId)).toHaveLength(1);

    expect((await api.otp(state, asId, otp)).status).toBe(200);
    const done = await api.status(state, asId);
    expect(done.body).toMatchObject({ status: 'SUCCESS', user: { uid: expect.any(String) } });
    reads.mockRestore();
  });

  it('still refuses another browser or an unknown transaction, from memory as from storage', async () => {
    const { asId } = await api.startEmail('other@example.com');
    const stranger = await api.state();
    expect((await api.status(stranger, asId)).body).toMatchObject({ error: 'transaction_not_found' });
    expect((await api.status(stranger, 'no-such-transaction-id')).body).toMatchObject({
      error: 'transaction_not_found',
    });
  });

  it('sees a resend’s new expiry: the resend is a change on the status bus', async () => {
    const { state, asId } = await api.startEmail('resend@example.com');
    await api.status(state, asId);
    const heard = vi.fn();
    const stop = host.services.statusBus.subscribe(asId, heard);
    clock.advance(61_000);
    const resend = await api.intent(state, {
      channel: 'EMAIL_LOGIN',
      email: 'resend@example.com',
      asId,
      resend: true,
    });
    stop();
    expect(resend.status).toBe(200);
    expect(heard).toHaveBeenCalled();
  });
});
