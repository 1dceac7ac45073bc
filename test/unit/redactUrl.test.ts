import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../server/http/redactUrl';

describe('redactUrl', () => {
  it('removes codes and tokens from query strings but keeps the other parameters', () => {
    expect(redactUrl('/v2/lp/user/transaction/code/x?appId=demo&code=SECRET&token=T')).toBe(
      '/v2/lp/user/transaction/code/x?appId=demo&code=%5Bredacted%5D&token=%5Bredacted%5D',
    );
  });

  it('removes the magic-link token from the path', () => {
    expect(redactUrl('/l/u8_33EQBJtCPiGm5UhQ85KTvpvm9C8JPldPsOszTwKk')).toBe('/l/[redacted]');
  });

  it('removes the browser state from the last path segment', () => {
    expect(redactUrl('/v2/lp/merchant/config/haH9arJqSDUNizNPMjz6Qg.H9y8O4ivYk6Dv2tEn-lg2I?appId=demo')).toBe(
      '/v2/lp/merchant/config/[state]?appId=demo',
    );
  });

  it('removes the SSO start token from the path, keeping the mode', () => {
    expect(redactUrl('/v1/sso/start/Xq3T0k9bYl2mPz8vR1sW4uN7aC6dE5fG0hJ2kL3mN4o?mode=popup')).toBe(
      '/v1/sso/start/[redacted]?mode=popup',
    );
  });
});
