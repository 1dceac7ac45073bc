import { describe, expect, it } from 'vitest';
import { linkPath, offerPhoneInputs } from '../support/apiClient';
import { sharedHost } from '../support/sharedHost';

/**
 * OTP link over SMS (docs/security.md "Magic links"): one message with a code and a link; opening
 * the link changes nothing, its button completes once, and the session goes to the browser
 * that began the sign-in.
 */
describe('OTP link by SMS', () => {
  const env = sharedHost();

  it('completes on the first device when the link is opened and confirmed on the phone', async () => {
    await offerPhoneInputs(env.host, ['OTP_LINK']);
    const state = await env.api.state();
    const res = await env.api.intent(state, { channel: 'OTP_LINK', mobile: '919876543210' });
    expect(res.status).toBe(200);
    const message = await env.api.lastMessage('+919876543210');
    expect(message.code).toMatch(/^\d{6}$/);
    const { path, token } = linkPath(message.link!);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);

    for (const method of ['GET', 'HEAD'] as const) {
      const page = await env.api.request({ method, url: path });
      expect(page.status).toBe(200);
      if (method === 'GET') expect(page.text).toContain('+91••••••3210');
    }
    expect((await env.api.status(state, res.body.asId)).body.status).toBe('PENDING');

    const phone = await env.api.request({
      method: 'POST',
      url: path,
      headers: { origin: env.host.services.issuer, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(phone.status).toBe(200);
    expect(phone.headers['set-cookie']).toBeUndefined();
    const status = await env.api.status(state, res.body.asId);
    expect(status.body).toMatchObject({ status: 'SUCCESS', isCrossDevice: true });
    expect((await env.api.verifyCode(state, status.body.code)).body.user.mobile).toBe('+919876543210');
    // Once: the link does not work again, and the code no longer either.
    expect(
      (await env.api.request({ method: 'POST', url: path, headers: { origin: env.host.services.issuer } }))
        .status,
    ).toBe(400);
    expect((await env.api.otp(state, res.body.asId, message.code!)).status).toBe(400);
  });
});
