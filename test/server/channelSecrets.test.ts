import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, QR_PATH } from '../../contract/paths';
import { redactUrl } from '../../server/http/redactUrl';
import { type ApiClient, apiClient, expectErrorShape, fakeClock, wrongOtp } from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';
import { codeFromIntent } from '../support/whatsappWebhook';

/**
 * docs/security.md "Codes" for the phone channels: codes stored hashed and never logged, one code
 * for one sign-in for 10 minutes, 5 wrong attempts, and the per-destination send limits.
 */
describe('phone channel codes', () => {
  let host: Host;
  let api: ApiClient;
  const clock = fakeClock();
  beforeAll(async () => {
    host = await startHost({ listen: false, overrides: { clock } });
    api = apiClient(host);
  });
  afterAll(() => host?.close());

  const sms = async (mobile: string) => {
    const state = await api.state();
    const res = await api.intent(state, { channel: 'SMS', mobile });
    return { state, res, code: (await api.lastMessage(`+${mobile}`)).code! };
  };

  it('stores WhatsApp codes, QR tokens and SMS codes only as HMACs', async () => {
    const state = await api.state();
    const wa = await api.intent(state, { channel: 'WHATSAPP' });
    const qr = await api.request({
      method: 'POST',
      url: `${API.qrCreate}/${state}`,
      json: { appId: 'demo' },
    });
    const { code } = await sms('919876540001');
    const rows = JSON.stringify(
      await host.services.db.kysely.selectFrom('transactions').selectAll().execute(),
    );
    for (const secret of [codeFromIntent(wa.body.intent), qr.body.qrRefId, code])
      expect(rows).not.toContain(secret);
  });

  it('keeps QR tokens and simulator texts out of request logs', () => {
    expect(redactUrl(`${QR_PATH}/abcdefghijklmnop`)).toBe(`${QR_PATH}/[redacted]`);
    expect(redactUrl('/dev/whatsapp?to=1555&text=Sign+in+with+code+ABCDEFGHJK')).not.toContain('ABCDEFGHJK');
  });

  it('a code works once, only for its own sign-in, and not after 10 minutes', async () => {
    const a = await sms('919876540002');
    const b = await sms('919876540003');
    expect((await api.otp(a.state, a.res.body.asId, b.code)).status).toBe(400);
    expect((await api.otp(a.state, a.res.body.asId, a.code)).status).toBe(200);
    expect((await api.otp(a.state, a.res.body.asId, a.code)).status).toBe(400);
    clock.advance(10 * 60_000);
    const late = await api.otp(b.state, b.res.body.asId, b.code);
    expect(expectErrorShape(late).error).toBe('otp_expired');
  });

  it('locks a code after 5 wrong attempts', async () => {
    const { state, res, code } = await sms('919876540004');
    for (let i = 0; i < 5; i++)
      expect((await api.otp(state, res.body.asId, wrongOtp(code))).status).toBe(400);
    const locked = await api.otp(state, res.body.asId, code);
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('sends to one number at most once a minute', async () => {
    await sms('919876540005');
    const state = await api.state();
    const again = await api.intent(state, { channel: 'SMS', mobile: '919876540005' });
    expect(again.status).toBe(429);
    expect(Number(again.headers['retry-after'])).toBe(60);
    expect(await api.outbox('+919876540005')).toHaveLength(1);
  });
});
