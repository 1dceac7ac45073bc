import { describe, expect, it } from 'vitest';
import { API } from '../../contract/paths';
import { expectErrorShape } from '../support/apiClient';
import { sharedHost } from '../support/sharedHost';

/** spec §7 support ticket: a WhatsApp chat intent with the merchant's business number. */
describe('support ticket', () => {
  const env = sharedHost();

  it('returns a wa.me chat with the business number and a prefilled message', async () => {
    const state = await env.api.state();
    const res = await env.api.request({
      method: 'GET',
      url: `${API.supportTicket}/${state}`,
      query: { appId: 'demo', channel: 'WHATSAPP' },
    });
    expect(res.status).toBe(200);
    const intent = new URL(res.body.intent);
    expect(intent.origin + intent.pathname).toBe('https://wa.me/15550001234');
    expect(intent.searchParams.get('text')).toContain('Sesame Demo Shop');
  });

  it('refuses unknown fields and states it did not issue', async () => {
    const state = await env.api.state();
    const extra = await env.api.request({
      method: 'GET',
      url: `${API.supportTicket}/${state}`,
      query: { appId: 'demo', surprise: 'x' },
    });
    expect(extra.status).toBe(400);
    expectErrorShape(extra);
    const forged = await env.api.request({
      method: 'GET',
      url: `${API.supportTicket}/AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA`,
      query: { appId: 'demo' },
    });
    expect(expectErrorShape(forged).error).toBe('invalid_state');
  });
});
