import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../server/cli/redactSecrets';

describe('redactSecrets', () => {
  it('hides provider credentials at any depth and keeps everything else', () => {
    const app = {
      id: 'acme',
      options: {
        whatsapp: { accessToken: 'EAAG…', appSecret: 's3', verifyToken: 'v', number: '1555' },
        sms: { authToken: 't' },
      },
      sso: [{ provider: 'GMAIL', clientId: 'cid', clientSecret: 'x' }],
    };
    expect(redactSecrets(app)).toEqual({
      id: 'acme',
      options: {
        whatsapp: { accessToken: '[set]', appSecret: '[set]', verifyToken: '[set]', number: '1555' },
        sms: { authToken: '[set]' },
      },
      sso: [{ provider: 'GMAIL', clientId: 'cid', clientSecret: '[set]' }],
    });
  });
});
