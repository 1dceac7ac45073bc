import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INBOUND_CLAIM_LEASE_MS } from '../../server/channels/whatsapp/InboundMessages';
import { type ApiClient, apiClient, fakeClock } from '../support/apiClient';
import { type RecordedRequest, recordingServer } from '../support/recordingServer';
import { type Host, startHost } from '../support/startHost';
import { codeFromIntent, postWebhook, webhookBody } from '../support/whatsappWebhook';

const SECRET = 'meta-app-secret-for-batch-tests';

/** A Cloud API delivery with many messages in one change, as Meta batches them. */
function batchBody(messages: unknown[]): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { phone_number_id: '106540352242922' },
              messages,
            },
          },
        ],
      },
      { id: 'broken', changes: 'not a list' },
    ],
  });
}

/** docs/security.md 9: big batches, malformed updates, and messages whose processing failed or died. */
describe('WhatsApp webhook deliveries', () => {
  let host: Host;
  let api: ApiClient;
  let meta: Awaited<ReturnType<typeof recordingServer>>;
  /** Meta's answer to the host's replies: a test makes it fail for a while. */
  let metaFails = false;
  const clock = fakeClock();

  beforeAll(async () => {
    meta = await recordingServer(() =>
      metaFails
        ? { status: 400, json: { error: { message: 'Invalid parameter' } } }
        : { status: 200, json: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.reply' }] } },
    );
    host = await startHost({
      listen: false,
      overrides: { clock },
      env: {
        WHATSAPP_API_URL: `${meta.url}/v21.0`,
        WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
        WHATSAPP_ACCESS_TOKEN: 'EAAJB-access-token',
        WHATSAPP_APP_SECRET: SECRET,
      },
    });
    api = apiClient(host);
  });
  afterAll(async () => {
    await host?.close();
    await meta?.close();
  });
  beforeEach(() => {
    clock.advance(3_600_000);
    metaFails = false;
  });

  async function startWhatsApp() {
    const state = await api.state();
    const res = await api.intent(state, { channel: 'WHATSAPP' });
    return { state, asId: res.body.asId as string, code: codeFromIntent(res.body.intent as string) };
  }
  const repliesTo = (from: string): RecordedRequest[] =>
    meta.requests.filter((r) => JSON.parse(r.body).to === from);
  const inbound = (id: string) =>
    host.services.db.kysely
      .selectFrom('inbound_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();

  it('processes a batch of more than 100 messages and refuses only the malformed updates', async () => {
    const { state, asId, code } = await startWhatsApp();
    const chatter = Array.from({ length: 150 }, (_, i) => ({
      from: `9198000${String(i).padStart(5, '0')}`,
      id: `wamid.batch${i}`,
      timestamp: '1700000000',
      type: 'text',
      text: { body: 'hello' },
    }));
    const signIn = { from: '919811111111', id: 'wamid.batchcode', type: 'text', text: { body: code } };
    const malformed = [
      { from: 'not-a-number', id: 'wamid.bad1', type: 'text', text: { body: code } },
      'not an object',
    ];
    const res = await postWebhook(api, batchBody([...chatter, ...malformed, signIn]), { secret: SECRET });
    expect(res.status).toBe(200);
    // The malformed message, the string, and the entry whose `changes` is not a list.
    expect(res.body).toEqual({ received: 151, refused: 3 });
    expect((await api.status(state, asId)).body.status).toBe('SUCCESS');
    expect(await inbound('wamid.batch149')).toMatchObject({ done_at: expect.any(Number) });
  });

  it('releases a message whose processing failed, answers 503, and processes it once on redelivery', async () => {
    const { state, asId, code } = await startWhatsApp();
    const body = webhookBody({ from: '919822222222', text: code, id: 'wamid.failsonce' });
    metaFails = true;
    const failed = await postWebhook(api, body, { secret: SECRET });
    expect(failed.status).toBe(503);
    expect(await inbound('wamid.failsonce')).toBeUndefined();

    metaFails = false;
    const again = await postWebhook(api, body, { secret: SECRET });
    expect(again.status).toBe(200);
    expect((await api.status(state, asId)).body.status).toBe('SUCCESS');
    expect(await inbound('wamid.failsonce')).toMatchObject({ done_at: expect.any(Number) });
    expect((await postWebhook(api, body, { secret: SECRET })).status).toBe(200);
    expect(repliesTo('919822222222').filter((r) => r.body.includes('Sesame Demo Shop'))).toHaveLength(1);
  });

  it('takes over the claim of a process that died, once the lease has lapsed', async () => {
    const { state, asId, code } = await startWhatsApp();
    const id = 'wamid.crashed';
    // A process claimed this message and died before finishing it.
    await host.services.db.kysely
      .insertInto('inbound_messages')
      .values({ id, app_id: 'demo', received_at: clock.now(), done_at: null })
      .execute();
    const body = webhookBody({ from: '919833333333', text: code, id });
    // While the claim is live, Meta is asked to come back rather than told it is done.
    expect((await postWebhook(api, body, { secret: SECRET })).status).toBe(503);
    expect((await api.status(state, asId)).body.status).toBe('PENDING');

    clock.advance(INBOUND_CLAIM_LEASE_MS);
    expect((await postWebhook(api, body, { secret: SECRET })).status).toBe(200);
    expect((await api.status(state, asId)).body.status).toBe('SUCCESS');
  });
});
