import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_API } from '../../contract/deliveryFallback';
import { type ApiClient, apiClient, offerPhoneInputs } from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';

/**
 * Dev mode: `POST /dev/whatsapp/status` reports the latest WhatsApp message to a number as Meta's
 * signed status webhook would, so a failed delivery and its fallback can be tried by hand.
 */
describe('WhatsApp dev delivery status', () => {
  let host: Host;
  let api: ApiClient;
  beforeAll(async () => {
    host = await startHost({ listen: false });
    api = apiClient(host);
    await offerPhoneInputs(host, ['WHATSAPP', 'SMS']);
  });
  afterAll(async () => host?.close());

  const devStatus = (json: Record<string, string>) =>
    api.request({ method: 'POST', url: '/dev/whatsapp/status', json });

  it('marks the message FAILED through the real webhook, and the sign-in then offers SMS', async () => {
    const state = await api.state();
    const intent = await api.intent(state, { channel: 'WHATSAPP', mobile: '919811177001' });
    expect(intent.status, intent.text).toBe(200);
    const res = await devStatus({ to: '+91 98111 77001', status: 'failed' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ recorded: true, status: 200 });
    expect(res.body.messageId).toMatch(/^dev\./);
    const report = await api.request({
      method: 'GET',
      url: `${DELIVERY_API.report}/${state}`,
      query: { appId: 'demo', asId: intent.body.asId },
    });
    expect(report.body).toMatchObject({
      channel: 'WHATSAPP',
      status: 'FAILED',
      fallback: { channel: 'SMS', reason: 'failed' },
    });
  });

  it('answers 404 in the error shape for a number no message went to, and 400 for a bad status', async () => {
    const none = await devStatus({ to: '919811177999', status: 'failed' });
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ error: 'not_found' });
    const bad = await devStatus({ to: '919811177001', status: 'lost' });
    expect(bad.status).toBe(400);
  });
});
