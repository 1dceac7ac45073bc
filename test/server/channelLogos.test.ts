import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Host, startHost } from '../support/startHost';

describe('channel logos at /assets/channels/', () => {
  let host: Host;
  beforeAll(async () => {
    host = await startHost({ serveStatic: true });
  });
  afterAll(() => host.close());

  it.each(['whatsapp', 'gmail', 'email_login', 'mobile_login', 'otp_link', 'upi', 'notion_sso'])(
    'serves %s.svg as an SVG image',
    async (name) => {
      const response = await fetch(`${host.url}/assets/channels/${name}.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      const body = await response.text();
      expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(body).toContain('<path');
    },
  );

  it('answers an unknown name with a 404 in the error shape', async () => {
    const response = await fetch(`${host.url}/assets/channels/nope.svg`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404 });
  });
});
