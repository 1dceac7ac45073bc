import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/apiClient';
import { sharedHost } from '../support/sharedHost';
import { startHost } from '../support/startHost';

/** Dev mode (docs/architecture.md §5): `POST /dev/whatsapp/send` plays the user, through the real signed webhook. */
describe('WhatsApp dev simulator', () => {
  const env = sharedHost();

  it('points the demo’s WhatsApp intent at the simulator, whose message signs the user in', async () => {
    const state = await env.api.state();
    const intent = await env.api.intent(state, { channel: 'WHATSAPP' });
    const url = new URL(intent.body.intent);
    expect(url.pathname).toBe('/dev/whatsapp');
    expect(url.searchParams.get('to')).toBe('15550001234');
    const text = url.searchParams.get('text')!;

    const sent = await env.api.request({
      method: 'POST',
      url: '/dev/whatsapp/send',
      json: { from: '+91 98000 00001', text },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ delivered: true, status: 200, appId: 'demo' });
    expect((await env.api.status(state, intent.body.asId)).body.status).toBe('SUCCESS');
    const [reply] = await env.api.outbox('+919800000001');
    expect(reply).toMatchObject({ channel: 'WHATSAPP', to: '+919800000001' });
    expect(reply!.text).toContain('Sesame Demo Shop');
  });

  it('shows a phone page with the prefilled message and a Send button', async () => {
    const page = await env.api.request({
      method: 'GET',
      url: '/dev/whatsapp',
      query: { to: '15550001234', text: 'Sign in to Sesame Demo Shop with code ABCDEFGHJK' },
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Sign in to Sesame Demo Shop with code ABCDEFGHJK</textarea>');
    expect(page.text).toContain('>Send</button>');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
  });

  it('refuses a malformed simulated message', async () => {
    const res = await env.api.request({
      method: 'POST',
      url: '/dev/whatsapp/send',
      json: { from: 'abc', text: '' },
    });
    expect(res.status).toBe(400);
  });

  it('does not exist in production', async () => {
    const prod = await startHost({
      listen: false,
      env: {
        SESAME_MODE: 'production',
        SESAME_SECRET: 'a-production-secret-of-at-least-32-chars',
        PUBLIC_URL: 'https://sesame.example',
      },
    });
    const res = await apiClient(prod).request({
      method: 'POST',
      url: '/dev/whatsapp/send',
      json: { from: '919800000001', text: 'hi' },
    });
    expect(res.status).toBe(404);
    await prod.close();
  });
});
