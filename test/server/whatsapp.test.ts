import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WHATSAPP_CODE_ALPHABET } from '../../contract/channelConstants';
import { WHATSAPP_WEBHOOK_PATH } from '../../contract/paths';
import { type ApiClient, apiClient, createApp, expectErrorShape, fakeClock } from '../support/apiClient';
import { type RecordedRequest, recordingServer } from '../support/recordingServer';
import { type Host, startHost } from '../support/startHost';
import { codeFromIntent, hubSignature, postWebhook, webhookBody } from '../support/whatsappWebhook';

const SECRET = 'meta-app-secret-for-tests';
const VERIFY = 'verify-token-for-tests';
const PHONE_ID = '106540352242922';
const ACCESS = 'EAAJB-access-token';

/**
 * WhatsApp sign-in (docs/security.md "Magic links"): the user-initiated wa.me
 * intent, the signed webhook, replies and templates in the Cloud API's documented format.
 */
describe('WhatsApp sign-in', () => {
  let host: Host;
  let api: ApiClient;
  let meta: Awaited<ReturnType<typeof recordingServer>>;
  const clock = fakeClock();

  beforeAll(async () => {
    meta = await recordingServer(() => ({
      status: 200,
      json: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.reply' }] },
    }));
    host = await startHost({
      listen: false,
      overrides: { clock },
      env: {
        WHATSAPP_API_URL: `${meta.url}/v21.0`,
        WHATSAPP_PHONE_NUMBER_ID: PHONE_ID,
        WHATSAPP_ACCESS_TOKEN: ACCESS,
        WHATSAPP_APP_SECRET: SECRET,
        WHATSAPP_VERIFY_TOKEN: VERIFY,
      },
    });
    api = apiClient(host);
  });
  afterAll(async () => {
    await host?.close();
    await meta?.close();
  });
  beforeEach(() => clock.advance(3_600_000));

  async function startWhatsApp(client = api) {
    const state = await client.state();
    const res = await client.intent(state, { channel: 'WHATSAPP' });
    expect(res.status).toBe(200);
    return { state, asId: res.body.asId as string, intent: res.body.intent as string };
  }
  const repliesTo = (from: string): RecordedRequest[] =>
    meta.requests.filter((r) => JSON.parse(r.body).to === from);

  it('offers a wa.me link to the business number with a prefilled message carrying a 50-bit code', async () => {
    const { intent } = await startWhatsApp();
    const url = new URL(intent);
    expect(url.origin + url.pathname).toBe('https://wa.me/15550001234');
    expect(url.searchParams.get('text')).toMatch(/^Sign in to Sesame Demo Shop with code [0-9A-Z]{10}$/);
    const code = codeFromIntent(intent);
    expect([...code].every((c) => WHATSAPP_CODE_ALPHABET.includes(c))).toBe(true);
    // 10 characters of 32: 50 bits (docs/security.md: at least 40).
    expect(code.length * Math.log2(WHATSAPP_CODE_ALPHABET.length)).toBeGreaterThanOrEqual(40);
    const codes = new Set<string>();
    for (let i = 0; i < 50; i++) codes.add(codeFromIntent((await startWhatsApp()).intent));
    expect(codes.size).toBe(50);
  });

  it('answers the verification GET with hub.challenge only for the right verify token', async () => {
    const url = `${WHATSAPP_WEBHOOK_PATH}/demo`;
    const ok = await api.request({
      method: 'GET',
      url,
      query: { 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY, 'hub.challenge': '1158201444' },
    });
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('1158201444');
    const wrong = await api.request({
      method: 'GET',
      url,
      query: { 'hub.mode': 'subscribe', 'hub.verify_token': `${VERIFY}x`, 'hub.challenge': '1158201444' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.text).not.toContain('1158201444');
  });

  it('signs in the sender when a signed message carries the code, and replies naming the merchant', async () => {
    const { state, asId, intent } = await startWhatsApp();
    const text = new URL(intent).searchParams.get('text')!;
    expect((await api.status(state, asId)).body.status).toBe('PENDING');
    const res = await postWebhook(api, webhookBody({ from: '919876543210', text }), { secret: SECRET });
    expect(res.status).toBe(200);

    const status = await api.status(state, asId);
    expect(status.body).toMatchObject({ status: 'SUCCESS', isCrossDevice: true });
    const verified = await api.verifyCode(state, status.body.code);
    expect(verified.body.user.mobile).toBe('+919876543210');

    const [reply] = repliesTo('919876543210');
    expect(reply!.method).toBe('POST');
    expect(reply!.url).toBe(`/v21.0/${PHONE_ID}/messages`);
    expect(reply!.headers.authorization).toBe(`Bearer ${ACCESS}`);
    expect(reply!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(reply!.body);
    expect(body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'text',
      text: { preview_url: false, body: expect.stringContaining('Sesame Demo Shop') },
    });
    expect(body.text.body).toContain('NOT ME');
  });

  it('refuses deliveries without a valid X-Hub-Signature-256 over the raw body, changing nothing', async () => {
    const { state, asId, intent } = await startWhatsApp();
    const body = webhookBody({ from: '919800000002', text: codeFromIntent(intent) });
    const reserialized = JSON.stringify(JSON.parse(body), null, 1);
    for (const attempt of [
      postWebhook(api, body),
      postWebhook(api, body, { secret: 'another-secret' }),
      postWebhook(api, body, { signature: 'sha256=abc' }),
      postWebhook(api, reserialized, { signature: hubSignature(SECRET, body) }),
    ]) {
      const res = await attempt;
      expect(res.status).toBe(401);
      expect(expectErrorShape(res).error).toBe('signature_invalid');
    }
    expect((await api.status(state, asId)).body.status).toBe('PENDING');
    expect(repliesTo('919800000002')).toHaveLength(0);
  });

  it('processes each message id once, however often Meta redelivers it', async () => {
    const { state, asId, intent } = await startWhatsApp();
    const body = webhookBody({ from: '919800000003', text: codeFromIntent(intent), id: 'wamid.redelivered' });
    const results = await Promise.all([1, 2, 3].map(() => postWebhook(api, body, { secret: SECRET })));
    // A copy that arrives while the first is being processed is asked to come back (503), so a
    // crash of the first process cannot lose it; once processed, every copy is answered 200.
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r.status === 200 || r.status === 503)).toBe(true);
    expect((await postWebhook(api, body, { secret: SECRET })).status).toBe(200);
    expect((await api.status(state, asId)).body.status).toBe('SUCCESS');
    expect(repliesTo('919800000003')).toHaveLength(1);
  });

  it('locks out a sender after 10 wrong codes, even when the 11th is right', async () => {
    const { state, asId, intent } = await startWhatsApp();
    for (let i = 0; i < 10; i++) {
      const wrong = `${String(i).padStart(2, '0')}ZZZZZZZZ`;
      await postWebhook(api, webhookBody({ from: '919800000004', text: wrong }), { secret: SECRET });
    }
    await postWebhook(api, webhookBody({ from: '919800000004', text: codeFromIntent(intent) }), {
      secret: SECRET,
    });
    expect((await api.status(state, asId)).body.status).toBe('PENDING');
    const last = JSON.parse(repliesTo('919800000004').at(-1)!.body);
    expect(last.text.body).toMatch(/Too many codes/);
    // Another sender can still use the code.
    await postWebhook(api, webhookBody({ from: '919800000005', text: codeFromIntent(intent) }), {
      secret: SECRET,
    });
    expect((await api.status(state, asId)).body.status).toBe('SUCCESS');
  });

  it('does not accept a code after 10 minutes, nor a code a second time', async () => {
    const first = await startWhatsApp();
    clock.advance(10 * 60_000 + 1);
    await postWebhook(api, webhookBody({ from: '919800000006', text: codeFromIntent(first.intent) }), {
      secret: SECRET,
    });
    expect((await api.status(first.state, first.asId)).body.status).toBe('FAILED');

    const second = await startWhatsApp();
    await postWebhook(api, webhookBody({ from: '919800000006', text: codeFromIntent(second.intent) }), {
      secret: SECRET,
    });
    const code = (await api.status(second.state, second.asId)).body.code;
    await postWebhook(api, webhookBody({ from: '919800000007', text: codeFromIntent(second.intent) }), {
      secret: SECRET,
    });
    // Still the first sender's sign-in.
    const user = (await api.verifyCode(second.state, code)).body.user;
    expect(user.mobile).toBe('+919800000006');
  });

  it('matches a code only for the app that made it', async () => {
    await createApp(host, 'other');
    const { state, asId, intent } = await startWhatsApp();
    const res = await postWebhook(api, webhookBody({ from: '919800000008', text: codeFromIntent(intent) }), {
      secret: SECRET,
      appId: 'other',
    });
    expect(res.status).toBe(200);
    expect((await api.status(state, asId)).body.status).toBe('PENDING');
  });

  it('cancels the sign-in when the user replies NOT ME: its code no longer works', async () => {
    const { state, asId, intent } = await startWhatsApp();
    await postWebhook(api, webhookBody({ from: '919800000009', text: codeFromIntent(intent) }), {
      secret: SECRET,
    });
    const { code } = (await api.status(state, asId)).body;
    await postWebhook(api, webhookBody({ from: '919800000009', text: 'not me' }), { secret: SECRET });
    expect((await api.status(state, asId)).body.status).toBe('FAILED');
    expect((await api.verifyCode(state, code)).status).toBe(400);
    expect(JSON.parse(repliesTo('919800000009').at(-1)!.body).text.body).toMatch(/cancelled/);
  });

  it('business-initiated: sends the authentication template with the code in the Cloud API format', async () => {
    const state = await api.state();
    const res = await api.intent(state, { channel: 'WHATSAPP', mobile: '919812345678' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ communicationMode: 'WHATSAPP', otpLength: 6, intent: null });
    const [sent] = repliesTo('919812345678');
    expect(sent!.url).toBe(`/v21.0/${PHONE_ID}/messages`);
    expect(sent!.headers.authorization).toBe(`Bearer ${ACCESS}`);
    const { code } = await api.lastMessage('+919812345678');
    expect(JSON.parse(sent!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919812345678',
      type: 'template',
      template: {
        name: 'sesame_signin_code',
        language: { code: 'en_US' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: code }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
        ],
      },
    });
    const ok = await api.otp(state, res.body.asId, code!);
    expect(ok.status).toBe(200);
  });

  it('answers malformed webhook bodies with a 4xx in the error shape', async () => {
    for (const body of ['{"entry":', '[]', '{"object":"whatsapp_business_account"}']) {
      const res = await postWebhook(api, body, { secret: SECRET });
      expect(res.status, body).toBeGreaterThanOrEqual(400);
      expect(res.status, body).toBeLessThan(500);
      expectErrorShape(res);
    }
    // A malformed update in a well-formed delivery is refused on its own (docs/security.md 9).
    const oneBad = '{"entry":[{"changes":[{"field":"messages","value":{"messages":[{"id":1}]}}]}]}';
    const res = await postWebhook(api, oneBad, { secret: SECRET });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: 0, refused: 1 });
  });
});
