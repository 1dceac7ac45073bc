import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, linkPath } from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Safari/604.1';

/**
 * docs/widget.md "Sign-ins that come back to the page": after its button, the link's page offers
 * to finish the sign-in in this browser (the window that asked may be closed) — on the page it
 * began on, else the app's login URI, with the sign-in's asid, never with its code — and only to
 * what looks like the browser that asked.
 */
describe('the magic link page after its button', () => {
  let host: Host;
  let api: ApiClient;
  let state: string;
  let asId: string;
  let path: string;
  beforeEach(async () => {
    host = await startHost({ listen: false });
    api = apiClient(host);
    const started = await api.startEmail('carol@example.com', 'MAGIC_LINK');
    ({ state, asId } = started);
    ({ path } = linkPath(started.link!));
  });
  afterEach(() => host.close());

  const press = (userAgent?: string) =>
    api.request({
      method: 'POST',
      url: path,
      payload: '',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: host.services.issuer,
        ...(userAgent ? { 'user-agent': userAgent } : {}),
      },
    });

  it('in the browser that asked: says so and links to the login URI with the asid only', async () => {
    const res = await press();
    expect(res.status).toBe(200);
    expect(res.text).toContain('Closed that window? Finish signing in to');
    const href = /id="continue-here" href="([^"]+)"/.exec(res.text)?.[1]?.replaceAll('&amp;', '&');
    expect(href).toBe(`${host.services.issuer}/demo/?asid=${asId}`);
    const { code } = (await api.status(state, asId)).body;
    expect(code).toMatch(/\S/);
    expect(res.text).not.toContain(code);
  });

  it('begun on another page of the registered origin: links back to that page with the asid', async () => {
    const origin = host.services.issuer;
    const shop = apiClient(host, { headers: { origin } });
    const started = await shop.intent(await shop.state(), {
      channel: 'MAGIC_LINK',
      email: 'dana@example.com',
      returnPage: `${origin}/demo/cart.html?step=2#pay`,
    });
    expect(started.status, started.text).toBe(200);
    const { link } = await shop.lastMessage('dana@example.com');
    const res = await shop.request({
      method: 'POST',
      url: linkPath(link!).path,
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    });
    const href = /id="continue-here" href="([^"]+)"/.exec(res.text)?.[1]?.replaceAll('&#38;', '&');
    expect(href).toBe(`${origin}/demo/cart.html?step=2&asid=${started.body.asId}`);
  });

  it('on another device: no offer, only "go back to the window where you started"', async () => {
    const res = await press(PHONE);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Go back to the window where you started');
    expect(res.text).not.toContain('continue-here');
  });
});
