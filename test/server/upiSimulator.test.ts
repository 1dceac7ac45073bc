import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_UPI_PATHS } from '../../contract/upi';
import { type ApiClient, apiClient } from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';

/**
 * Dev mode without a Cashfree account: the host's adapter reaches the Cashfree stand-in, the
 * intent opens the simulator's UPI app page with the link's fields, and Pay there sends the
 * signed webhook to the real route, which signs the browser in.
 */
describe('the UPI app simulator', () => {
  let host: Host;
  let api: ApiClient;
  beforeAll(async () => {
    host = await startHost();
    api = apiClient(host);
  });
  afterAll(async () => {
    await host?.close();
  });

  const pay = (form: Record<string, string>) =>
    api.request({
      method: 'POST',
      url: DEV_UPI_PATHS.pay,
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('opens the UPI app page; Pay signs in the UPI ID chosen, once', async () => {
    const state = await api.state();
    const res = await api.intent(state, { channel: 'UPI' });
    expect(res.status, res.text).toBe(200);
    const intent = new URL(res.body.intent as string);
    expect(`${intent.origin}${intent.pathname}`).toBe(`${host.services.issuer}${DEV_UPI_PATHS.page}`);
    expect(intent.searchParams.get('am')).toBe('1.00');
    expect(intent.searchParams.get('cu')).toBe('INR');
    const tr = intent.searchParams.get('tr')!;

    const page = await api.request({ method: 'GET', url: `${intent.pathname}${intent.search}` });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Sesame Dev Merchant');
    expect(page.text).toContain('₹1.00');

    const paid = await pay({ tr, vpa: 'ravi.kumar@ybl', name: 'RAVI KUMAR', action: 'pay' });
    expect(paid.status).toBe(200);
    expect(paid.text).toContain('data-paid="true"');
    expect(paid.text).toContain('200 {&#34;outcome&#34;:&#34;verified&#34;}');
    const status = await api.status(state, res.body.asId as string);
    expect(status.body.status).toBe('SUCCESS');
    const user = (await api.verifyCode(state, status.body.code as string)).body.user as { name: string };
    expect(user.name).toBe('RAVI KUMAR');

    const again = await pay({ tr, vpa: 'ravi.kumar@ybl', action: 'pay' });
    expect(again.text).toContain('already success');
  });

  it('Decline fails the sign-in; an unknown request or a wrong UPI ID is said so', async () => {
    const state = await api.state();
    const res = await api.intent(state, { channel: 'UPI' });
    const tr = new URL(res.body.intent as string).searchParams.get('tr')!;
    expect((await pay({ tr, vpa: 'not a vpa', action: 'pay' })).status).toBe(400);
    const declined = await pay({ tr, vpa: 'asha.verma@okaxis', action: 'decline' });
    expect(declined.text).toContain('data-paid="false"');
    expect((await api.status(state, res.body.asId as string)).body.status).toBe('FAILED');
    expect((await pay({ tr: '999999', vpa: 'asha.verma@okaxis', action: 'pay' })).status).toBe(404);
  });
});
