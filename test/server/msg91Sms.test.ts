import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, fakeClock } from '../support/apiClient';
import { recordingServer } from '../support/recordingServer';
import { type Host, startHost } from '../support/startHost';

const AUTH_KEY = 'msg91-auth-key-secret';
const TEMPLATE = '65f1c0ffee0123456789abcd';

/**
 * SMS over MSG91's Flow API, against a local server that plays it: the request MSG91
 * documents (POST /api/v5/flow, `authkey` header, JSON with the template and one recipient
 * whose variables carry the text and the code), and its 200-with-error answer as a failure.
 */
describe('SMS over MSG91', () => {
  let host: Host;
  let api: ApiClient;
  let msg91: Awaited<ReturnType<typeof recordingServer>>;
  const clock = fakeClock();

  beforeAll(async () => {
    msg91 = await recordingServer((request) =>
      JSON.parse(request.body).recipients[0].mobiles === '919876500099'
        ? { status: 200, json: { type: 'error', message: 'Template not approved' } }
        : { status: 200, json: { type: 'success', message: '3763646c3058373530393032' } },
    );
    host = await startHost({
      listen: false,
      overrides: { clock },
      env: {
        MSG91_API_URL: msg91.url,
        MSG91_AUTH_KEY: AUTH_KEY,
        MSG91_TEMPLATE_ID: TEMPLATE,
        MSG91_SENDER: 'SESAME',
      },
    });
    api = apiClient(host);
  });
  afterAll(async () => {
    await host?.close();
    await msg91?.close();
  });
  beforeEach(() => clock.advance(3_600_000));

  it('sends the request MSG91 documents: POST /api/v5/flow, authkey header, template and recipient', async () => {
    const state = await api.state();
    const res = await api.intent(state, { channel: 'MOBILE_LOGIN', mobile: '919876500001' });
    expect(res.status).toBe(200);
    expect(msg91.requests).toHaveLength(1);
    const [sent] = msg91.requests;
    expect(sent!.method).toBe('POST');
    expect(sent!.url).toBe('/api/v5/flow');
    expect(sent!.headers.authkey).toBe(AUTH_KEY);
    expect(sent!.headers['content-type']).toBe('application/json');
    expect(sent!.headers.authorization).toBeUndefined();
    const { code, text } = await api.lastMessage('+919876500001');
    expect(JSON.parse(sent!.body)).toEqual({
      template_id: TEMPLATE,
      short_url: '0',
      sender: 'SESAME',
      recipients: [{ mobiles: '919876500001', content: text, otp: code }],
    });
    expect((await api.otp(state, res.body.asId, code!)).status).toBe(200);
  });

  it('tells the user when MSG91 refuses the message, without trying twice', async () => {
    const before = msg91.requests.length;
    const state = await api.state();
    const res = await api.intent(state, { channel: 'MOBILE_LOGIN', mobile: '919876500099' });
    expect(res.status).toBe(502);
    expect(res.body.error).toBe('delivery_failed');
    expect(msg91.requests.length - before).toBe(1);
  });
});
