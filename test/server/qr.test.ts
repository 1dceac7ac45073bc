import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QR_TTL_MS } from '../../contract/channelConstants';
import { API, QR_PATH } from '../../contract/paths';
import { type ApiClient, apiClient, createApp, expectErrorShape, fakeClock } from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** docs/security.md "QR tokens": 128+ bits, short-lived, single use; two phones at once, one wins. */
describe('QR sign-in across devices', () => {
  let host: Host;
  let api: ApiClient;
  const clock = fakeClock();

  beforeAll(async () => {
    host = await startHost({ listen: false, overrides: { clock } });
    api = apiClient(host);
  });
  afterAll(() => host?.close());

  async function desktopQr() {
    const state = await api.state();
    const res = await api.request({
      method: 'POST',
      url: `${API.qrCreate}/${state}`,
      json: { appId: 'demo' },
      headers: { 'user-agent': DESKTOP_UA },
    });
    expect(res.status).toBe(200);
    return {
      state,
      asId: res.body.asId as string,
      qrRefId: res.body.qrRefId as string,
      intent: res.body.intent,
      matchCode: res.body.matchCode as string,
    };
  }
  type Qr = Awaited<ReturnType<typeof desktopQr>>;
  const approve = (state: string, qr: Pick<Qr, 'qrRefId' | 'matchCode'>, code: string) =>
    api.request({
      method: 'POST',
      url: `${API.qrApprove}/${state}`,
      json: { appId: 'demo', qrRefId: qr.qrRefId, matchCode: qr.matchCode, code },
    });

  it('creates a 256-bit, 3-minute token whose page names the merchant and the desktop, and changes nothing', async () => {
    const qr = await desktopQr();
    expect(Buffer.from(qr.qrRefId, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(qr.intent).toBe(`${host.services.issuer}${QR_PATH}/${qr.qrRefId}`);
    for (const method of ['GET', 'HEAD'] as const) {
      const page = await api.request({ method, url: `${QR_PATH}/${qr.qrRefId}` });
      expect(page.status).toBe(200);
      if (method === 'GET') {
        expect(page.text).toContain('Sign in to Sesame Demo Shop');
        expect(page.text).toContain('Chrome on Windows');
      }
    }
    expect((await api.status(qr.state, qr.asId)).body.status).toBe('PENDING');
  });

  it('completes on the desktop, as the phone’s user, with isCrossDevice; the phone gets no session', async () => {
    const qr = await desktopQr();
    const phone = await api.signIn('phone-user@example.com');
    const res = await approve(phone.state, qr, phone.code);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ approved: true, merchant: 'Sesame Demo Shop', device: 'Chrome on Windows' });
    const status = await api.status(qr.state, qr.asId);
    expect(status.body).toMatchObject({ status: 'SUCCESS', isCrossDevice: true });
    const verified = await api.verifyCode(qr.state, status.body.code);
    expect(verified.body.user.email).toBe('phone-user@example.com');
    // The phone's state cannot use the desktop's code.
    expect((await api.verifyCode(phone.state, status.body.code)).status).toBe(400);
  });

  it('works once: a second approval, even with another sign-in, fails', async () => {
    const qr = await desktopQr();
    const first = await api.signIn('first@example.com');
    expect((await approve(first.state, qr, first.code)).status).toBe(200);
    const second = await api.signIn('second@example.com');
    const again = await approve(second.state, qr, second.code);
    expect(again.status).toBe(400);
    expect(expectErrorShape(again).error).toBe('qr_invalid');
    expect((await api.request({ method: 'GET', url: `${QR_PATH}/${qr.qrRefId}` })).status).toBe(400);
  });

  it('of two phones approving at once, exactly one wins', async () => {
    const qr = await desktopQr();
    const a = await api.signIn('phone-a@example.com');
    const b = await api.signIn('phone-b@example.com');
    const results = await Promise.all([approve(a.state, qr, a.code), approve(b.state, qr, b.code)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const status = await api.status(qr.state, qr.asId);
    const user = (await api.verifyCode(qr.state, status.body.code)).body.user;
    const winner = results[0]!.status === 200 ? 'phone-a@example.com' : 'phone-b@example.com';
    expect(user.email).toBe(winner);
  });

  it('expires after 3 minutes', async () => {
    const qr = await desktopQr();
    const phone = await api.signIn('late@example.com');
    clock.advance(QR_TTL_MS);
    const res = await approve(phone.state, qr, phone.code);
    expect(res.status).toBe(400);
    expect((await api.status(qr.state, qr.asId)).body.status).toBe('FAILED');
  });

  it('needs a real sign-in of the approving browser: a code of another browser or app is refused', async () => {
    const qr = await desktopQr();
    const phone = await api.signIn('someone@example.com');
    const stranger = await api.state();
    expect((await approve(stranger, qr, phone.code)).status).toBe(400);
    expect((await approve(phone.state, qr, 'not-a-code')).status).toBe(400);
    await createApp(host, 'qr-other');
    const other = apiClient(host, { appId: 'qr-other' });
    const otherSignIn = await other.signIn('other@example.com');
    const res = await other.request({
      method: 'POST',
      url: `${API.qrApprove}/${otherSignIn.state}`,
      json: { appId: 'qr-other', qrRefId: qr.qrRefId, matchCode: qr.matchCode, code: otherSignIn.code },
    });
    expect(res.status).toBe(400);
    expect((await api.status(qr.state, qr.asId)).body.status).toBe('PENDING');
    // The rightful approval still works afterwards.
    expect((await approve(phone.state, qr, phone.code)).status).toBe(200);
  });
});
