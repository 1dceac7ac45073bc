import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TRANSACTION_TTL_MS } from '../../contract/constants';
import {
  type ApiClient,
  apiClient,
  expectErrorShape,
  type FakeClock,
  fakeClock,
  linkPath,
  type Reply,
} from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';

/**
 * docs/security.md "Magic links": opening a link (GET or HEAD, as mail scanners do) changes nothing;
 * the landing page's button (POST) completes it, once; the session goes only to the browser
 * that started the flow; links live at most 10 minutes.
 */
describe('magic link', () => {
  let host: Host;
  let api: ApiClient;
  let clock: FakeClock;
  let state: string;
  let asId: string;
  let path: string;
  beforeEach(async () => {
    clock = fakeClock();
    host = await startHost({ listen: false, overrides: { clock } });
    api = apiClient(host);
    const started = await api.startEmail('alice@example.com', 'MAGIC_LINK');
    ({ state, asId } = started);
    ({ path } = linkPath(started.link!));
  });
  afterEach(() => host.close());

  /** The landing page's form, as a browser submits it. */
  const press = () =>
    api.request({
      method: 'POST',
      url: path,
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: host.services.issuer },
    });

  function expectExpiredPage(res: Reply<unknown>): void {
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toMatch(/expired/i);
  }

  async function storedRow() {
    return host.services.db.kysely
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', asId)
      .executeTakeFirstOrThrow();
  }

  it('opening the link with GET or HEAD changes nothing: the sign-in stays PENDING', async () => {
    const before = await storedRow();
    for (const method of ['GET', 'HEAD', 'GET'] as const) {
      const res = await api.request({ method, url: path });
      expect(res.status, method).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
    const page = await api.request({ method: 'GET', url: path });
    expect(page.text).toContain('<form method="post">');
    expect(page.text).toContain('a•••e@example.com');
    expect((await api.status(state, asId)).body).toEqual({ status: 'PENDING', isCrossDevice: false });
    expect(await storedRow()).toEqual(before);
  });

  it('the button (POST) completes the sign-in once; a second POST answers 400 "expired" in HTML', async () => {
    const first = await press();
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expectExpiredPage(await press());
    expectExpiredPage(await api.request({ method: 'GET', url: path }));
  });

  it('the browser that started gets SUCCESS and a code; the device that opened the link does not', async () => {
    const pressed = await press();
    const status = await api.status(state, asId);
    expect(status.body).toEqual({
      status: 'SUCCESS',
      user: { uid: expect.any(String) },
      isCrossDevice: true,
      code: expect.any(String),
    });
    expect(pressed.text).not.toContain(status.body.code);
    const verified = await api.verifyCode(state, status.body.code);
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ uid: status.body.user.uid, email: 'alice@example.com' });
  });

  it('another browser (a different valid state) asking about the same asId gets 404 transaction_not_found', async () => {
    await press();
    const otherState = await api.state();
    const res = await api.status(otherState, asId);
    expect(res.status).toBe(404);
    expect(expectErrorShape(res).error).toBe('transaction_not_found');

    const { code } = (await api.status(state, asId)).body;
    const stolen = await api.verifyCode(otherState, code);
    expect(stolen.status).toBe(400);
    expect(expectErrorShape(stolen).error).toBe('code_invalid');
  });

  it('works just before 10 minutes', async () => {
    clock.advance(TRANSACTION_TTL_MS - 1000);
    expect((await press()).status).toBe(200);
    expect((await api.status(state, asId)).body.status).toBe('SUCCESS');
  });

  it('expires after 10 minutes: the page and the button answer 400, the sign-in reads FAILED', async () => {
    clock.advance(TRANSACTION_TTL_MS);
    expectExpiredPage(await api.request({ method: 'GET', url: path }));
    expectExpiredPage(await press());
    expect((await api.status(state, asId)).body).toEqual({ status: 'FAILED', isCrossDevice: false });
  });

  it('a resend replaces the link: the old one no longer works, the new one does', async () => {
    clock.advance(60_000);
    const resend = await api.intent(state, {
      channel: 'MAGIC_LINK',
      email: 'alice@example.com',
      resend: true,
      asId,
    });
    expect(resend.status).toBe(200);
    const fresh = linkPath((await api.lastMessage('alice@example.com')).link!).path;
    expect(fresh).not.toBe(path);
    expectExpiredPage(await press());
    const res = await api.request({ method: 'POST', url: fresh, headers: { origin: host.services.issuer } });
    expect(res.status).toBe(200);
  });

  it('an unknown or malformed token answers 4xx, never 500', async () => {
    expectExpiredPage(
      await api.request({ method: 'GET', url: '/l/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
    );
    expectExpiredPage(
      await api.request({ method: 'POST', url: '/l/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
    );
    const malformed = await api.request({ method: 'GET', url: `/l/${encodeURIComponent('<script>')}` });
    expect(malformed.status).toBe(400);
    expect((await api.status(state, asId)).body.status).toBe('PENDING');
  });
});
