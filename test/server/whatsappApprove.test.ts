import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, fakeClock, linkPath } from '../support/apiClient';
import { recordingServer } from '../support/recordingServer';
import { type Host, startHost } from '../support/startHost';
import { testDevice } from '../support/testDevice';

const PHONE_ID = '106540352242922';
const ACCESS = 'EAAJB-access-token';

/**
 * Business-initiated WhatsApp with an approve template: one message with the code and a
 * one-tap approve button (the sign-in link). Tapping it (the landing page's POST) completes the
 * sign-in on the browser that began it; the code works as well, and each works once.
 */
describe('WhatsApp approve template', () => {
  let cloud: Host;
  let dev: Host;
  let api: ApiClient;
  let devApi: ApiClient;
  let meta: Awaited<ReturnType<typeof recordingServer>>;
  const clock = fakeClock();

  beforeAll(async () => {
    meta = await recordingServer(() => ({
      status: 200,
      json: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.approve' }] },
    }));
    cloud = await startHost({
      listen: false,
      overrides: { clock },
      env: {
        WHATSAPP_API_URL: `${meta.url}/v21.0`,
        WHATSAPP_PHONE_NUMBER_ID: PHONE_ID,
        WHATSAPP_ACCESS_TOKEN: ACCESS,
        WHATSAPP_APPROVE_TEMPLATE: 'sesame_signin_approve',
      },
    });
    dev = await startHost({ listen: false, overrides: { clock } });
    api = apiClient(cloud);
    devApi = apiClient(dev);
  });
  afterAll(async () => {
    await cloud?.close();
    await dev?.close();
    await meta?.close();
  });
  beforeEach(() => clock.advance(3_600_000));

  it('sends the approve template: the code in the body, the link token as the button URL suffix', async () => {
    const state = await api.state();
    const res = await api.intent(state, { channel: 'WHATSAPP', mobile: '919812340001' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ communicationMode: 'WHATSAPP', otpLength: 6, intent: null });
    const sent = meta.requests.filter((r) => JSON.parse(r.body).to === '919812340001');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe(`/v21.0/${PHONE_ID}/messages`);
    expect(sent[0]!.headers.authorization).toBe(`Bearer ${ACCESS}`);
    const { code, link } = await api.lastMessage('+919812340001');
    const { token } = linkPath(link!);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(JSON.parse(sent[0]!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919812340001',
      type: 'template',
      template: {
        name: 'sesame_signin_approve',
        language: { code: 'en_US' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: code }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: token }] },
        ],
      },
    });
  });

  it('completes on the first browser when the approve link is confirmed; the code then fails', async () => {
    const state = await devApi.state();
    const res = await devApi.intent(state, { channel: 'WHATSAPP', mobile: '919812340002' });
    const message = await devApi.lastMessage('+919812340002');
    expect(message).toMatchObject({ channel: 'WHATSAPP', code: expect.stringMatching(/^\d{6}$/) });
    expect(message.text).toContain(message.link);
    const { path } = linkPath(message.link!);

    // Opening the link (as a preview fetcher would) changes nothing.
    expect((await devApi.request({ method: 'GET', url: path })).status).toBe(200);
    expect((await devApi.status(state, res.body.asId)).body.status).toBe('PENDING');
    const approve = await devApi.request({
      method: 'POST',
      url: path,
      headers: { origin: dev.services.issuer, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(approve.status).toBe(200);
    const status = await devApi.status(state, res.body.asId);
    expect(status.body).toMatchObject({ status: 'SUCCESS', isCrossDevice: true });
    expect((await devApi.verifyCode(state, status.body.code)).body.user.mobile).toBe('+919812340002');
    expect((await devApi.otp(state, res.body.asId, message.code!)).status).toBe(400);
    expect(
      (await devApi.request({ method: 'POST', url: path, headers: { origin: dev.services.issuer } })).status,
    ).toBe(400);
  });

  it('one-tap lists the carrier of a known number it masks (spec §2 icons)', async () => {
    const state = await devApi.state();
    const device = await testDevice(devApi, state);
    expect((await device.register()).status).toBe(200);
    const res = await devApi.intent(state, { channel: 'MOBILE_LOGIN', mobile: '6281100000001' });
    expect(res.status).toBe(200);
    const { code } = await devApi.lastMessage('+6281100000001');
    expect((await devApi.otp(state, res.body.asId, code!)).status).toBe(200);
    const listed = await device.list();
    expect(listed.body.identities).toEqual([
      expect.objectContaining({ identifierType: 'MOBILE', value: '+62•••••••0001', carrier: 'telkomsel' }),
    ]);
  });
});
