import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { TRUECALLER_PATHS } from '../../contract/truecaller';
import { type ApiClient, apiClient } from '../support/apiClient';
import { passkeyClient, signedIn } from '../support/passkeyClient';
import { type RecordedRequest, recordingServer } from '../support/recordingServer';
import { appsStorage, runAppsInProcess } from '../support/runApps';
import { SoftAuthenticator } from '../support/softAuthenticator';
import { type Host, startHost } from '../support/startHost';

interface Event {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/**
 * docs/webhooks.md: `passkey.created`, `signin.revoked` and `user.updated` as the merchant's receiver sees them,
 * each verified with the `standardwebhooks` library against the endpoint's secret.
 */
describe('webhook events a receiver verifies', () => {
  const cleanup: (() => unknown)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  /** A host on its own storage, one endpoint for `events`, and the receiver behind it. */
  async function subscribed(events: string, env: Record<string, string> = {}) {
    const storage = appsStorage();
    cleanup.push(storage.remove);
    const receiver = await recordingServer(() => ({ status: 204 }));
    cleanup.push(receiver.close);
    // The host seeds the demo app in the storage the apps tool then opens.
    const host = await startHost({ listen: false, env: { ...storage.env, ...env } });
    cleanup.push(host.close);
    const added = await runAppsInProcess(
      ['webhooks', 'add', 'demo', `${receiver.url}/hook`, '--events', events],
      storage.env,
    );
    expect(added.code, added.stderr).toBe(0);
    const secret = /^signing secret: (whsec_\S+)$/m.exec(added.stdout)![1]!;
    return { host, api: apiClient(host), receiver, verifier: new Webhook(secret) };
  }

  /** The receiver's requests once `count` arrived, each verified and parsed. */
  async function verified(
    host: Host,
    receiver: { requests: RecordedRequest[] },
    verifier: Webhook,
    count: number,
  ): Promise<Event[]> {
    const deadline = Date.now() + 10_000;
    while (receiver.requests.length < count) {
      if (Date.now() > deadline) throw new Error(`only ${receiver.requests.length} of ${count} arrived`);
      host.services.webhookWorker.wake();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return receiver.requests.map((request) => {
      const headers = request.headers as Record<string, string>;
      expect(headers['webhook-id']).toMatch(/^msg_/);
      expect(headers['webhook-signature']).toMatch(/^v1,/);
      return verifier.verify(request.body, headers) as Event;
    });
  }

  it('passkey.created: the user and the credential id, once the passkey is registered', async () => {
    const { host, api, receiver, verifier } = await subscribed('passkey.created');
    const user = await signedIn(api, 'passkey-hook@example.com');
    const passkeys = passkeyClient(api, host.services.issuer);
    const authenticator = new SoftAuthenticator();
    const options = await passkeys.registrationStart(user.state, user.token);
    const registration = authenticator.register(options.body, { origin: host.services.issuer });
    expect((await passkeys.registrationComplete(user.state, user.token, registration)).status).toBe(200);

    const [event] = await verified(host, receiver, verifier, 1);
    expect(event).toMatchObject({
      type: 'passkey.created',
      data: { appId: 'demo', userId: user.uid, credentialId: authenticator.id },
    });
    expect(Date.parse(event!.timestamp)).not.toBeNaN();
    // Only what the endpoint subscribed to: the sign-in before it sent nothing.
    expect(receiver.requests).toHaveLength(1);
  });

  /** A WhatsApp sign-in the phone's owner did not start: the code arrives from their number. */
  async function whatsAppSignIn(api: ApiClient, from: string) {
    const state = await api.state();
    const intent = await api.intent(state, { channel: 'WHATSAPP' });
    const text = new URL(intent.body.intent).searchParams.get('text')!;
    const send = (body: string) =>
      api.request({ method: 'POST', url: '/dev/whatsapp/send', json: { from, text: body } });
    expect((await send(text)).status).toBe(200);
    const status = await api.status(state, intent.body.asId);
    expect(status.body.status).toBe('SUCCESS');
    const done = await api.verifyCode(state, status.body.code);
    expect(done.status).toBe(200);
    return { asId: intent.body.asId as string, uid: done.body.user.uid as string, send };
  }

  it('signin.revoked (NOT ME): the sign-in, its user and the reason, beside session.revoked', async () => {
    const { host, api, receiver, verifier } = await subscribed('signin.revoked,session.revoked');
    const signIn = await whatsAppSignIn(api, '+91 98000 00088');
    expect(receiver.requests).toHaveLength(0);

    expect((await signIn.send('NOT ME')).status).toBe(200);
    const events = await verified(host, receiver, verifier, 2);
    const data = { appId: 'demo', signIn: signIn.asId, userId: signIn.uid, reason: 'not_me' };
    expect(events.map((e) => e.type).sort()).toEqual(['session.revoked', 'signin.revoked']);
    for (const event of events) expect(event.data).toEqual(data);
    // Each event is its own message: a receiver deduplicating by webhook-id keeps both.
    expect(new Set(receiver.requests.map((r) => r.headers['webhook-id'])).size).toBe(2);

    // NOT ME again revokes nothing more, and sends nothing more.
    await signIn.send('NOT ME');
    await new Promise((resolve) => setTimeout(resolve, 300));
    host.services.webhookWorker.wake();
    expect(receiver.requests).toHaveLength(2);
  });

  it('user.updated: a Truecaller profile fills an existing user’s blank name and email', async () => {
    const token = 'truecaller-access-token';
    let number = 919800000077;
    const profile = await recordingServer(() => ({
      status: 200,
      json: {
        id: '1',
        phoneNumbers: [number],
        name: { first: 'Asha', last: 'K' },
        onlineIdentities: { email: 'asha-hook@example.com' },
      },
    }));
    cleanup.push(profile.close);
    const { host, api, receiver, verifier } = await subscribed('user.updated', {
      TRUECALLER_APP_KEY: 'truecaller-partner-key-0123456789',
      TRUECALLER_PROFILE_ORIGINS: profile.url,
    });
    const truecaller = async () => {
      const state = await api.state();
      const intent = await api.intent(state, { channel: 'TRUE_CALLER_SSO' });
      const requestId = new URLSearchParams(intent.body.intent.split('?')[1]).get('requestNonce')!;
      const done = await api.request({
        method: 'POST',
        url: TRUECALLER_PATHS.callback,
        json: { requestId, accessToken: token, endpoint: `${profile.url}/v1/default` },
      });
      expect(done.status, done.text).toBe(200);
    };
    // The number's owner signed in before by WhatsApp: no name, no email.
    const { uid } = await whatsAppSignIn(api, '+91 98000 00077');
    await truecaller();
    const [event] = await verified(host, receiver, verifier, 1);
    expect(event).toMatchObject({
      type: 'user.updated',
      data: {
        appId: 'demo',
        user: { uid, mobile: '+919800000077', name: 'Asha K', email: 'asha-hook@example.com' },
        changed: ['name', 'email'],
      },
    });

    // Nothing left blank: the next Truecaller sign-in changes nothing and says nothing; a user
    // Truecaller creates is announced by user.created alone (its profile is in it).
    await truecaller();
    number = 919800000078;
    await truecaller();
    const created = await host.services.db.kysely
      .selectFrom('users')
      .select('name')
      .where('mobile', '=', '+919800000078')
      .executeTakeFirst();
    expect(created?.name).toBe('Asha K');
    await new Promise((resolve) => setTimeout(resolve, 300));
    host.services.webhookWorker.wake();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.requests).toHaveLength(1);
  });
});
