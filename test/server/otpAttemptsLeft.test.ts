import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS } from '../../contract/constants';
import { OTP_ATTEMPTS_LEFT_DETAIL } from '../../contract/errors';
import { type ApiClient, apiClient, expectErrorShape, fakeClock, wrongOtp } from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';

/** A wrong code's answer says how many more may be typed, so the widget can show it (docs/widget.md). */
describe('a wrong code tells the tries left', () => {
  let host: Host;
  let api: ApiClient;
  beforeEach(async () => {
    host = await startHost({ listen: false, overrides: { clock: fakeClock() } });
    api = apiClient(host);
  });
  afterEach(() => host.close());

  it('counts down from 4 to 0 in the error details, then locks', async () => {
    const code = await api.startEmail('tries@example.com');
    const left: string[] = [];
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      const res = await api.otp(code.state, code.asId, wrongOtp(code.otp));
      expect(expectErrorShape(res).error).toBe('otp_incorrect');
      left.push(res.body.details?.[OTP_ATTEMPTS_LEFT_DETAIL]);
    }
    expect(left).toEqual(['4', '3', '2', '1', '0']);
    const locked = await api.otp(code.state, code.asId, code.otp);
    expect(locked.status).toBe(429);
  });
});
