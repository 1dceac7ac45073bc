import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DeliveryStore } from '../../server/delivery/DeliveryStore';
import { type ApiClient, apiClient } from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';

/**
 * On SQLite an email sign-in's start commits once (server/db/groupedWrites): the send's spend,
 * the pending sign-in and the delivery's record stand or fall together.
 */
describe('an email sign-in’s start on SQLite', () => {
  let host: Host;
  let api: ApiClient;
  beforeAll(async () => {
    host = await startHost({ listen: false });
    api = apiClient(host);
  });
  afterAll(() => host.close());

  it('keeps nothing, not even the spent send, when a write of the start fails', async () => {
    const state = await api.state();
    const claim = vi.spyOn(DeliveryStore.prototype, 'claim').mockRejectedValueOnce(new Error('disk full'));
    const failed = await api.intent(state, { channel: 'EMAIL_LOGIN', email: 'once@example.com' });
    expect(failed.status).toBe(500);
    expect(await api.outbox('once@example.com')).toHaveLength(0);
    // The throttle's spend went back with the rest: the next try is not told to wait 60 s.
    const again = await api.intent(state, { channel: 'EMAIL_LOGIN', email: 'once@example.com' });
    expect(again.status).toBe(200);
    expect(await host.services.transactions.get(again.body.asId as string)).toMatchObject({
      status: 'PENDING',
    });
    expect(await api.outbox('once@example.com')).toHaveLength(1);
    expect(claim).toHaveBeenCalledTimes(2);
    claim.mockRestore();
  });
});
