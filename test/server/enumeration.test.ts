import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, type FakeClock, fakeClock, type Reply } from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';

/** Headers that differ on every answer whatever the input. */
const PER_REQUEST_HEADERS = ['x-request-id', 'date'];

/** docs/security.md "Codes": starting a flow for an unknown email looks the same as for a known one. */
describe('known and unknown addresses', () => {
  let host: Host;
  let api: ApiClient;
  let clock: FakeClock;
  beforeEach(async () => {
    clock = fakeClock();
    host = await startHost({ listen: false, overrides: { clock } });
    api = apiClient(host);
    // alice has an account; annie (masked the same: a•••e@example.com) has none.
    await api.signIn('alice@example.com');
    clock.advance(60_000);
  });
  afterEach(() => host.close());

  function comparable(res: Reply<unknown>) {
    const headers = Object.fromEntries(
      Object.entries(res.headers).filter(([k]) => !PER_REQUEST_HEADERS.includes(k)),
    );
    const { asId, ...rest } = res.body as { asId: string };
    return { status: res.status, headers, body: rest, asIdShape: /^[A-Za-z0-9_-]{22}$/.test(asId) };
  }

  for (const channel of ['EMAIL_LOGIN', 'OTP', 'MAGIC_LINK']) {
    it(`${channel}: the intent answers the same status, headers and body for both; only the asId differs`, async () => {
      const known = await api.intent(await api.state(), { channel, email: 'alice@example.com' });
      const unknown = await api.intent(await api.state(), { channel, email: 'annie@example.com' });
      expect(known.status).toBe(200);
      expect(comparable(unknown)).toEqual(comparable(known));
      expect(known.body.asId).not.toBe(unknown.body.asId);
      expect(known.body.uid).toBeUndefined();
    });
  }

  it('sends a message to an unknown address too, the same kind as to a known one', async () => {
    await api.intent(await api.state(), { channel: 'EMAIL_LOGIN', email: 'alice@example.com' });
    await api.intent(await api.state(), { channel: 'EMAIL_LOGIN', email: 'annie@example.com' });
    const known = await api.lastMessage('alice@example.com');
    const unknown = await api.lastMessage('annie@example.com');
    expect(Object.keys(unknown).sort()).toEqual(Object.keys(known).sort());
    expect(unknown.subject?.replace(/\d{6}/, '######')).toBe(known.subject?.replace(/\d{6}/, '######'));
  });

  it('the status of a pending sign-in says nothing about the account either', async () => {
    const stateK = await api.state();
    const stateU = await api.state();
    const known = await api.intent(stateK, { channel: 'EMAIL_LOGIN', email: 'alice@example.com' });
    const unknown = await api.intent(stateU, { channel: 'EMAIL_LOGIN', email: 'annie@example.com' });
    const a = await api.status(stateK, known.body.asId);
    const b = await api.status(stateU, unknown.body.asId);
    expect(a.body).toEqual({ status: 'PENDING', isCrossDevice: false });
    expect(b.body).toEqual(a.body);
  });
});
