import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_API, TWILIO_SMS_STATUS_PATH } from '../../contract/deliveryFallback';
import { WHATSAPP_WEBHOOK_PATH } from '../../contract/paths';
import { TWILIO_SIGNATURE_HEADER } from '../../contract/voice';
import { signWebhook } from '../../server/channels/whatsapp/webhookSignature';
import { twilioSignature } from '../../server/delivery/TwilioVoiceSignature';
import { type ApiClient, apiClient, fakeClock, offerPhoneInputs } from '../support/apiClient';
import { recordingServer } from '../support/recordingServer';
import { type Host, startHost } from '../support/startHost';

const SID = `AC${'3'.repeat(32)}`;
const TOKEN = 'twilio-token';
const APP_SECRET = 'meta-app-secret';

/**
 * Automatic fallback: Meta's delivery statuses and Twilio's SMS status callbacks recorded on each
 * send (signed, out of order, once), and a message that failed or stays undelivered offers the
 * next channel for the same number, WhatsApp → SMS → voice call, each step a delivery row.
 */
describe('delivery status and automatic fallback', () => {
  let host: Host;
  let api: ApiClient;
  let providers: Awaited<ReturnType<typeof recordingServer>>;
  const clock = fakeClock();
  let wamids = 0;
  let smsSids = 0;

  beforeAll(async () => {
    providers = await recordingServer((request) => {
      if (request.url.includes('/messages'))
        return { status: 200, json: { messages: [{ id: `wamid.${++wamids}` }] } };
      if (request.url.endsWith('/Messages.json')) return { status: 201, json: { sid: `SM${++smsSids}` } };
      return { status: 201, json: { sid: `CA${'4'.repeat(32)}` } };
    });
    host = await startHost({
      listen: false,
      overrides: { clock },
      env: {
        WHATSAPP_API_URL: `${providers.url}/v21.0`,
        WHATSAPP_PHONE_NUMBER_ID: '1234567890',
        WHATSAPP_ACCESS_TOKEN: 'meta-access',
        WHATSAPP_APP_SECRET: APP_SECRET,
        WHATSAPP_VERIFY_TOKEN: 'verify',
        TWILIO_API_URL: providers.url,
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM: '+15550002222',
      },
    });
    api = apiClient(host);
    await offerPhoneInputs(host, ['WHATSAPP']);
  });
  afterAll(async () => {
    await host?.close();
    await providers?.close();
  });

  async function whatsappSignIn(mobile: string) {
    const state = await api.state();
    const res = await api.intent(state, { channel: 'WHATSAPP', mobile });
    expect(res.status, res.text).toBe(200);
    return { state, asId: res.body.asId as string, wamid: `wamid.${wamids}` };
  }
  const report = async (state: string, asId: string) =>
    (
      await api.request({
        method: 'GET',
        url: `${DELIVERY_API.report}/${state}`,
        query: { appId: 'demo', asId },
      })
    ).body;
  const fallback = (state: string, asId: string) =>
    api.request({ method: 'POST', url: `${DELIVERY_API.fallback}/${state}`, json: { appId: 'demo', asId } });
  function metaStatus(wamid: string, status: string) {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'waba',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { phone_number_id: '1234567890' },
                statuses: [
                  {
                    id: wamid,
                    status,
                    timestamp: '1700000000',
                    recipient_id: '919800000000',
                    ...(status === 'failed'
                      ? { errors: [{ code: 131026, title: 'Message undeliverable' }] }
                      : {}),
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    return api.request({
      method: 'POST',
      url: `${WHATSAPP_WEBHOOK_PATH}/demo`,
      payload: body,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWebhook(APP_SECRET, body) },
    });
  }
  function smsStatus(fields: Record<string, string>, token = TOKEN) {
    const url = `${host.services.issuer}${TWILIO_SMS_STATUS_PATH}`;
    return api.request({
      method: 'POST',
      url: TWILIO_SMS_STATUS_PATH,
      payload: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        [TWILIO_SIGNATURE_HEADER]: twilioSignature(token, url, fields),
      },
    });
  }

  it('records Meta’s statuses in order, and offers nothing for a message that arrived', async () => {
    const { state, asId, wamid } = await whatsappSignIn('919811100001');
    expect(await report(state, asId)).toEqual({
      channel: 'WHATSAPP',
      status: 'ACCEPTED',
      fallback: null,
      fallbackFrom: null,
    });
    expect((await metaStatus(wamid, 'delivered')).status).toBe(200);
    expect((await metaStatus(wamid, 'sent')).status).toBe(200);
    clock.advance(61_000);
    expect(await report(state, asId)).toMatchObject({ status: 'DELIVERED', fallback: null });
    expect((await fallback(state, asId)).status).toBe(400);
  });

  it('WhatsApp failed → SMS (after the 60 s between sends) → undelivered → a voice call', async () => {
    const first = await whatsappSignIn('919822200002');
    await metaStatus(first.wamid, 'failed');
    expect(await report(first.state, first.asId)).toMatchObject({
      channel: 'WHATSAPP',
      status: 'FAILED',
      fallback: { channel: 'SMS', reason: 'failed' },
    });
    const early = await fallback(first.state, first.asId);
    expect(early.status).toBe(429);
    expect(early.headers['retry-after']).toMatch(/^\d+$/);

    clock.advance(61_000);
    const sms = await fallback(first.state, first.asId);
    expect(sms.status, sms.text).toBe(200);
    expect(sms.body).toMatchObject({ channel: 'SMS', communicationMode: 'SMS', otpLength: 6 });
    expect((await api.status(first.state, first.asId)).body.status).toBe('FAILED');
    const sent = new URLSearchParams(providers.requests.at(-1)!.body);
    expect(sent.get('StatusCallback')).toBe(`${host.services.issuer}${TWILIO_SMS_STATUS_PATH}`);
    expect(await report(first.state, sms.body.asId)).toMatchObject({
      channel: 'SMS',
      status: 'ACCEPTED',
      fallback: null,
      fallbackFrom: first.asId,
    });

    const sid = `SM${smsSids}`;
    const fields = { AccountSid: SID, MessageSid: sid, MessageStatus: 'undelivered', ErrorCode: '30003' };
    expect((await smsStatus(fields, 'forged')).status).toBe(401);
    expect((await smsStatus(fields)).status).toBe(204);
    expect(await report(first.state, sms.body.asId)).toMatchObject({
      status: 'FAILED',
      fallback: { channel: 'VOICE_APPROVAL', reason: 'failed' },
    });
    clock.advance(61_000);
    const voice = await fallback(first.state, sms.body.asId);
    expect(voice.status, voice.text).toBe(200);
    expect(voice.body).toMatchObject({ channel: 'VOICE_APPROVAL', communicationMode: 'VOICE' });
    expect(providers.requests.at(-1)!.url).toBe(`/2010-04-01/Accounts/${SID}/Calls.json`);
    expect(await report(first.state, voice.body.asId)).toMatchObject({
      channel: 'VOICE_APPROVAL',
      fallbackFrom: sms.body.asId,
    });
  });

  it('offers SMS when WhatsApp stays undelivered past the configured time, only to its browser', async () => {
    clock.advance(61_000);
    const { state, asId, wamid } = await whatsappSignIn('919833300003');
    await metaStatus(wamid, 'sent');
    expect(await report(state, asId)).toMatchObject({ status: 'SENT', fallback: null });
    clock.advance(60_000);
    expect(await report(state, asId)).toMatchObject({ fallback: { channel: 'SMS', reason: 'undelivered' } });
    const other = await api.state();
    expect((await fallback(other, asId)).status).toBe(404);
  });
});
