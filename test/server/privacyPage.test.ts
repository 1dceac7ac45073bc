import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_PRIVACY_PATH } from '../../contract/widget';
import { type Host, startHost } from '../support/startHost';

describe('the provider privacy policy', () => {
  let host: Host;
  beforeAll(async () => {
    host = await startHost({ listen: false });
  });
  afterAll(() => host.close());

  it('is a page the terms modal can link to', async () => {
    const res = await host.app.inject({ method: 'GET', url: PROVIDER_PRIVACY_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Sesame privacy policy');
  });
});
