import { describe, expect, it } from 'vitest';
import { oneTapCompleteAction } from '../../contract/deviceProof';
import { API } from '../../contract/paths';
import { type ApiClient, expectErrorShape, type Json } from '../support/apiClient';
import { fakeClockHost } from '../support/fakeClockHost';
import { passkeyClient } from '../support/passkeyClient';
import { sessionClient } from '../support/sessionClient';
import { testDevice } from '../support/testDevice';

const DEMO = { client_id: 'demo', client_secret: 'demo-secret' };
const VICTIM = '+91 98000 00077';

/** The user's phone, through the dev simulator and the real signed webhook route. */
const sendWhatsApp = (api: ApiClient, text: string) =>
  api.request({ method: 'POST', url: '/dev/whatsapp/send', json: { from: VICTIM, text } });

const merchantEvents = (api: ApiClient, after?: string) =>
  api.request({
    method: 'GET',
    url: API.merchantEvents,
    query: { after },
    headers: {
      authorization: `Basic ${Buffer.from(`${DEMO.client_id}:${DEMO.client_secret}`).toString('base64')}`,
    },
  });

/**
 * docs/security.md "Revocation is total": a phished WhatsApp sign-in (the attacker's browser began
 * it, the victim sent its code) ends when the victim replies NOT ME: the session and its
 * refresh family, the address book, passkey management, the unexchanged merchant codes, the
 * attacker's one-tap and the one-tap sign-ins it already made; the merchant reads an event.
 */
describe('NOT ME revokes the sign-in it disowns', () => {
  const env = fakeClockHost();

  /** The attacker's browser: a device key, a WhatsApp intent whose code the victim sends. */
  async function phished(withDeviceKey = true) {
    const state = await env.api.state();
    const device = await testDevice(env.api, state);
    if (withDeviceKey) expect((await device.register()).status).toBe(200);
    const intent = await env.api.intent(state, { channel: 'WHATSAPP' });
    const text = new URL(intent.body.intent).searchParams.get('text')!;
    expect((await sendWhatsApp(env.api, text)).status).toBe(200);
    const asId = intent.body.asId as string;
    const status = await env.api.status(state, asId);
    expect(status.body.status).toBe('SUCCESS');
    const verified = await env.api.verifyCode(state, status.body.code);
    expect(verified.status).toBe(200);
    return { state, device, asId, code: status.body.code as string, verified: verified.body as Json };
  }

  it('ends the session, the merchant code, the address book and passkey management', async () => {
    const attack = await phished(false);
    const sessions = sessionClient(env.api);
    const { sessionId, sessionToken, refreshToken } = attack.verified.sessionInfo;
    expect((await sessions.saveAddress(attack.state, sessionToken, address)).status).toBe(200);
    const passkeys = passkeyClient(env.api, env.host.services.issuer);
    expect((await passkeys.registrationStart(attack.state, attack.verified.token)).status).toBe(200);

    expect((await sendWhatsApp(env.api, 'NOT ME')).status).toBe(200);
    expect((await env.api.status(attack.state, attack.asId)).body.status).toBe('FAILED');
    for (const res of [
      await sessions.check(attack.state, { sessionId, sessionToken }),
      await sessions.refresh(attack.state, { sessionId, refreshToken }),
      await sessions.listAddresses(attack.state, sessionToken),
    ]) {
      expect(res.status).toBe(401);
      expect(expectErrorShape(res).error).toBe('session_invalid');
    }
    const exchanged = await env.api.merchantToken({ ...DEMO, code: attack.code });
    expect(exchanged.status).toBe(400);
    expect(expectErrorShape(exchanged).error).toBe('invalid_grant');
    expect((await passkeys.registrationStart(attack.state, attack.verified.token)).status).toBe(401);
  });

  it('ends the attacker’s one-tap, and the one-tap sign-ins it already made', async () => {
    const attack = await phished();
    const sessions = sessionClient(env.api);
    const { sessionId, sessionToken, refreshToken } = attack.verified.sessionInfo;
    // The attacker one-taps as the victim once more before the victim notices.
    const id = (await attack.device.list()).body.identities[0].id as string;
    const tapped = await attack.device.complete(id);
    expect(tapped.status).toBe(200);
    const tappedSession = (await env.api.verifyCode(attack.state, tapped.body.code)).body.sessionInfo;

    expect((await sendWhatsApp(env.api, 'NOT ME')).status).toBe(200);
    const [reply] = await env.api.outbox('+919800000077');
    expect(reply!.text).toMatch(/cancelled/);

    expect((await env.api.status(attack.state, attack.asId)).body.status).toBe('FAILED');
    for (const res of [
      await sessions.check(attack.state, { sessionId, sessionToken }),
      await sessions.refresh(attack.state, { sessionId, refreshToken }),
      await sessions.listAddresses(attack.state, sessionToken),
      await sessions.check(attack.state, {
        sessionId: tappedSession.sessionId,
        sessionToken: tappedSession.sessionToken,
      }),
    ]) {
      expect(res.status).toBe(401);
      expect(expectErrorShape(res).error).toBe('session_invalid');
    }
    for (const code of [attack.code, tapped.body.code]) {
      const res = await env.api.merchantToken({ ...DEMO, code });
      expect(res.status).toBe(400);
      expect(expectErrorShape(res).error).toBe('invalid_grant');
    }
    const passkeys = passkeyClient(env.api, env.host.services.issuer);
    expect((await passkeys.registrationStart(attack.state, attack.verified.token)).status).toBe(401);

    // The attacker's browser forgot the victim, and its device key with it.
    expect((await attack.device.list()).status).toBe(401);
    expect(
      (await attack.device.complete(id, await attack.device.proof(oneTapCompleteAction(id)))).status,
    ).toBe(401);
    expect((await attack.device.register()).status).toBe(200);
    expect((await attack.device.list()).body.identities).toEqual([]);
  });

  it('tells the merchant once, with the sign-in and the user it belonged to', async () => {
    const attack = await phished();
    expect((await merchantEvents(env.api)).body.events).toEqual([]);
    await sendWhatsApp(env.api, 'NOT ME');
    await sendWhatsApp(env.api, 'NOT ME');
    const read = await merchantEvents(env.api);
    expect(read.status).toBe(200);
    expect(read.body.events).toEqual([
      {
        id: expect.any(String),
        type: 'signin.revoked',
        signInId: attack.asId,
        userId: attack.verified.user.uid,
        reason: 'not_me',
        createdAt: new Date(env.clock.now()).toISOString(),
      },
    ]);
    expect((await merchantEvents(env.api, read.body.next)).body.events).toEqual([]);
    const stranger = await env.api.request({
      method: 'GET',
      url: API.merchantEvents,
      headers: { authorization: `Basic ${Buffer.from('demo:wrong').toString('base64')}` },
    });
    expect(stranger.status).toBe(401);
    expect(expectErrorShape(stranger).error).toBe('invalid_client');
  });
});

const address = { line1: '1 Main Road', city: 'Pune', postalCode: '411001', country: 'IN' };
