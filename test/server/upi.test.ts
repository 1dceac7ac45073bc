import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CASHFREE_API_VERSION,
  CASHFREE_RPD_EVENTS,
  CASHFREE_SIGNATURE_HEADER,
  CASHFREE_TIMESTAMP_HEADER,
  UPI_PATHS,
} from '../../contract/upi';
import { channelReadiness } from '../../server/channels/channelReadiness';
import { cashfreeSignature } from '../../server/delivery/CashfreeWebhookSignature';
import { type ApiClient, apiClient, expectErrorShape, fakeClock } from '../support/apiClient';
import { recordingServer } from '../support/recordingServer';
import { type Host, startHost } from '../support/startHost';

const CLIENT_ID = 'CF10001';
const CLIENT_SECRET = 'cashfree-client-secret';
const PAYER = 'Asha.Verma@okaxis';

/**
 * UPI sign-in through Cashfree's reverse penny drop, against a local server that plays Cashfree:
 * the request the host sends (method, path, key-pair headers, API version, JSON body), the
 * `upi://pay` link it hands the widget, and the signed webhook that names the payer.
 */
describe('UPI sign-in (Cashfree reverse penny drop)', () => {
  let host: Host;
  let api: ApiClient;
  let cashfree: Awaited<ReturnType<typeof recordingServer>>;
  const clock = fakeClock();
  let refuse = false;

  beforeAll(async () => {
    cashfree = await recordingServer((request, index) => {
      const { verification_id } = JSON.parse(request.body) as { verification_id: string };
      if (refuse)
        return { status: 401, json: { type: 'authentication_error', code: 'authentication_failed' } };
      if (verification_id === undefined) return { status: 400, json: { code: 'verification_id_missing' } };
      return {
        status: 200,
        json: {
          verification_id,
          ref_id: 3905 + index,
          valid_upto: new Date(clock.now() + 10 * 60_000).toISOString(),
          upi_link: `upi://pay?pa=success@upi&pn=Cashfree&tn=BAV&am=1.00&cu=INR&tr=${3905 + index}`,
        },
      };
    });
    host = await startHost({
      listen: false,
      overrides: { clock },
      env: {
        CASHFREE_VERIFICATION_URL: `${cashfree.url}/verification/`,
        CASHFREE_CLIENT_ID: CLIENT_ID,
        CASHFREE_CLIENT_SECRET: CLIENT_SECRET,
      },
    });
    api = apiClient(host);
  });
  afterAll(async () => {
    await host?.close();
    await cashfree?.close();
  });

  async function begin() {
    const state = await api.state();
    const before = cashfree.requests.length;
    const res = await api.intent(state, { channel: 'UPI' });
    expect(res.status, res.text).toBe(200);
    const sent = cashfree.requests[before]!;
    const { verification_id } = JSON.parse(sent.body) as { verification_id: string };
    return { state, asId: res.body.asId as string, body: res.body, sent, verificationId: verification_id };
  }

  function webhook(event: unknown, options: { secret?: string; timestamp?: number } = {}) {
    const body = JSON.stringify(event);
    const timestamp = String(options.timestamp ?? clock.now());
    return api.request({
      method: 'POST',
      url: UPI_PATHS.webhook,
      payload: body,
      headers: {
        'content-type': 'application/json',
        [CASHFREE_TIMESTAMP_HEADER]: timestamp,
        [CASHFREE_SIGNATURE_HEADER]: cashfreeSignature(options.secret ?? CLIENT_SECRET, timestamp, body),
      },
    });
  }
  const paid = (verificationId: string, upi = PAYER) => ({
    event_type: CASHFREE_RPD_EVENTS.success,
    event_time: '2030-01-01 10:46:16',
    version: 'v1',
    data: {
      bank_account: '026291800001191',
      ifsc: 'YESB0000262',
      upi,
      name_at_bank: 'ASHA VERMA',
      verification_id: verificationId,
      ref_id: '3905',
      utr: '49',
      status: 'SUCCESS',
    },
  });

  it('asks Cashfree for a reverse penny drop exactly as its API expects, and answers with the UPI link', async () => {
    const { body, sent, verificationId } = await begin();
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/verification/reverse-penny-drop');
    expect(sent.headers['x-client-id']).toBe(CLIENT_ID);
    expect(sent.headers['x-client-secret']).toBe(CLIENT_SECRET);
    expect(sent.headers['x-api-version']).toBe(CASHFREE_API_VERSION);
    expect(sent.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent.body)).toEqual({ verification_id: verificationId });
    expect(verificationId).toMatch(/^[A-Za-z0-9_-]{22,50}$/);
    expect(body).toMatchObject({ channel: 'UPI', communicationMode: 'UPI', resendAfter: 0 });
    expect(body.intent).toMatch(/^upi:\/\/pay\?pa=success@upi&pn=Cashfree&tn=BAV&am=1\.00&cu=INR&tr=\d+$/);
  });

  it('signs in the VPA that paid, once: a replayed webhook changes nothing', async () => {
    const { state, asId, verificationId } = await begin();
    expect((await api.status(state, asId)).body.status).toBe('PENDING');
    const first = await webhook(paid(verificationId));
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ outcome: 'verified' });
    const done = await api.status(state, asId);
    expect(done.body.status).toBe('SUCCESS');
    // Approved in the payer's UPI app, not in this browser.
    expect(done.body.isCrossDevice).toBe(true);
    const verified = await api.verifyCode(state, done.body.code as string);
    expect(verified.status).toBe(200);
    const user = verified.body.user as { uid: string; name?: string; mobile?: string };
    expect(user.name).toBe('ASHA VERMA');
    // Cashfree reports no mobile number: none is linked.
    expect(user.mobile).toBeUndefined();

    expect((await webhook(paid(verificationId, 'someone.else@ybl'))).body).toEqual({ outcome: 'ignored' });
    expect((await api.status(state, asId)).body.status).toBe('SUCCESS');

    // The same VPA (any case) is the same person next time.
    const again = await begin();
    await webhook(paid(again.verificationId, 'asha.verma@OKAXIS'));
    const second = await api.status(again.state, again.asId);
    expect((second.body.user as { uid: string }).uid).toBe(user.uid);
  });

  it('refuses a bad signature, another secret and a stale timestamp; the sign-in waits on', async () => {
    const { state, asId, verificationId } = await begin();
    const forged = await webhook(paid(verificationId), { secret: 'not-the-secret' });
    expect(forged.status).toBe(401);
    expect(expectErrorShape(forged).error).toBe('signature_invalid');
    const stale = await webhook(paid(verificationId), { timestamp: clock.now() - 6 * 60_000 });
    expect(stale.status).toBe(401);
    const unsigned = await api.request({
      method: 'POST',
      url: UPI_PATHS.webhook,
      payload: JSON.stringify(paid(verificationId)),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(401);
    expect((await api.status(state, asId)).body.status).toBe('PENDING');
  });

  it('fails the sign-in on Cashfree’s failure or expiry, and when the payment comes too late', async () => {
    const declined = await begin();
    const failure = {
      event_type: CASHFREE_RPD_EVENTS.failure,
      data: { verification_id: declined.verificationId, status: 'FAILURE' },
    };
    expect((await webhook(failure)).body).toEqual({ outcome: 'failed' });
    expect((await api.status(declined.state, declined.asId)).body.status).toBe('FAILED');

    const late = await begin();
    clock.advance(5 * 60_000 + 1);
    expect((await webhook(paid(late.verificationId))).body).toEqual({ outcome: 'failed' });
    expect((await api.status(late.state, late.asId)).body.status).toBe('FAILED');

    expect((await webhook(paid('never-issued-id'))).body).toEqual({ outcome: 'ignored' });
    const broken = await webhook({ event_type: CASHFREE_RPD_EVENTS.success, data: {} });
    expect(broken.status).toBe(400);
  });

  it('limits reverse penny drops per browser, and says when Cashfree refuses', async () => {
    const state = await api.state();
    for (let i = 0; i < 5; i++) expect((await api.intent(state, { channel: 'UPI' })).status).toBe(200);
    const sixth = await api.intent(state, { channel: 'UPI' });
    expect(sixth.status).toBe(429);
    expectErrorShape(sixth);

    refuse = true;
    try {
      const other = await api.state();
      const refused = await api.intent(other, { channel: 'UPI' });
      expect(refused.status).toBe(502);
      expect(expectErrorShape(refused).error).toBe('delivery_failed');
    } finally {
      refuse = false;
    }
  });
});

describe('UPI readiness', () => {
  it('needs the Cashfree key pair in production and names it', async () => {
    const host = await startHost({
      listen: false,
      env: { SESAME_MODE: 'production', SESAME_SECRET: 'r'.repeat(40), PUBLIC_URL: 'https://id.example.com' },
    });
    try {
      const readiness = await channelReadiness(host.services, { id: 'demo', options: {} }, 'UPI', 'button');
      expect(readiness).toEqual({
        ready: false,
        reason: 'UPI needs CASHFREE_CLIENT_ID and CASHFREE_CLIENT_SECRET in production',
      });
    } finally {
      await host.close();
    }
  });
});
