import { describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS, ADDRESS_MAX_PER_USER } from '../../contract/constants';
import { apiClient, createApp, expectErrorShape } from '../support/apiClient';
import { fakeClockHost } from '../support/fakeClockHost';
import { sessionClient } from '../support/sessionClient';

const HOME = {
  name: 'Ada Lovelace',
  line1: '12 St James Sq',
  city: 'London',
  postalCode: 'SW1Y 4JH',
  country: 'GB',
};

/** spec §7 `/v1/user/address`: a signed-in user's addresses, per (app, user). */
describe('addresses', () => {
  const env = fakeClockHost();
  const client = () => sessionClient(env.api);

  it('saves an address for the session user and lists it back', async () => {
    const { state, session } = await client().signedIn('ada@example.com');
    const saved = await client().saveAddress(state, session.sessionToken, {
      ...HOME,
      phone: '+44 20 7946 0000',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.address).toEqual({
      ...HOME,
      phone: '+44 20 7946 0000',
      id: expect.stringMatching(/^adr_/),
      createdAt: new Date(env.clock.now()).toISOString(),
    });
    env.clock.advance(1000);
    await client().saveAddress(state, session.sessionToken, {
      line1: 'Rua Augusta 1',
      city: 'Lisboa',
      postalCode: '1100-048',
      country: 'PT',
      line2: '2º',
      region: 'Lisboa',
    });
    const list = await client().listAddresses(state, session.sessionToken);
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body.addresses.map((a: { city: string }) => a.city)).toEqual(['London', 'Lisboa']);
  });

  it('requires a live session: none, a wrong one, an ID token, or one logged out', async () => {
    const { state, session, code } = await client().signedIn('ada@example.com');
    for (const token of [undefined, 'C'.repeat(43)]) {
      const res = await client().saveAddress(state, token, HOME);
      expect(res.status).toBe(401);
      expect(expectErrorShape(res).error).toBe('session_invalid');
    }
    const idToken = (await env.api.verifyCode(state, code)).body.token as string;
    expect((await client().listAddresses(state, idToken)).status).toBe(401);
    await client().logout(state, { sessionId: session.sessionId, sessionToken: session.sessionToken });
    const after = await client().listAddresses(state, session.sessionToken);
    expect(expectErrorShape(after).error).toBe('session_invalid');
  });

  it('keeps users and apps apart', async () => {
    const ada = await client().signedIn('ada@example.com');
    const bob = await client().signedIn('bob@example.com');
    await client().saveAddress(ada.state, ada.session.sessionToken, HOME);
    expect((await client().listAddresses(bob.state, bob.session.sessionToken)).body.addresses).toEqual([]);
    await createApp(env.host, 'shop');
    const shop = sessionClient(apiClient(env.host, { appId: 'shop' }));
    // Ada's session with the demo app is no credential for the shop.
    expect((await shop.listAddresses(ada.state, ada.session.sessionToken)).status).toBe(401);
  });

  it.each([
    ['an unknown country', { ...HOME, country: 'XX' }, 'address.country'],
    ['a lower-case country', { ...HOME, country: 'gb' }, 'address.country'],
    ['a missing city', { line1: 'x', postalCode: '123', country: 'GB' }, 'city'],
    ['an unknown field', { ...HOME, floor: 3 }, 'floor'],
    ['a control character', { ...HOME, line1: 'a\u0000b' }, 'address.line1'],
    ['a blank line', { ...HOME, city: '   ' }, 'address.city'],
    ['an over-long line', { ...HOME, line1: 'x'.repeat(ADDRESS_LIMITS.line + 1) }, 'address.line1'],
    ['a phone with letters', { ...HOME, phone: 'call me' }, 'address.phone'],
    ['a number for a text', { ...HOME, postalCode: 12345 }, 'address.postalCode'],
  ])('refuses %s with 400 in the spec error shape', async (_name, address, field) => {
    const { state, session } = await client().signedIn('ada@example.com');
    const res = await client().saveAddress(state, session.sessionToken, address);
    expect(res.status).toBe(400);
    expect(expectErrorShape(res).details).toHaveProperty(field);
    expect((await client().listAddresses(state, session.sessionToken)).body.addresses).toEqual([]);
  });

  it(`keeps at most ${ADDRESS_MAX_PER_USER} addresses a user`, async () => {
    const { state, session } = await client().signedIn('ada@example.com');
    for (let i = 0; i < ADDRESS_MAX_PER_USER; i++)
      expect((await client().saveAddress(state, session.sessionToken, HOME)).status).toBe(200);
    const over = await client().saveAddress(state, session.sessionToken, HOME);
    expect(over.status).toBe(409);
    expect(expectErrorShape(over).error).toBe('address_limit');
  });
});
