import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHANNELS } from '../../contract/channels';
import type { OtapOptions } from '../../server/apps/App';
import { channelConfigFor } from '../../server/apps/defaultConfig';
import { type ApiClient, apiClient, fakeClock } from '../support/apiClient';
import { recordingServer } from '../support/recordingServer';
import { type Host, startHost } from '../support/startHost';

const SID = `AC${'5'.repeat(32)}`;
const HASH = 'K8a/AINcGX7';
const OTAP: OtapOptions = {
  template: 'shop_onetap',
  apps: [{ packageName: 'com.example.shop', signatureHash: HASH }],
  zeroTap: true,
};

/**
 * spec §5 `otpHash`, the first 11 characters of a native Android app's signature: an SMS code
 * carries it on its own line (Android's SMS Retriever hands the message to that app), and a
 * WhatsApp code asked for from an app named in the one-tap template goes as that template.
 */
describe('otpHash on phone intents', () => {
  let host: Host;
  let api: ApiClient;
  let providers: Awaited<ReturnType<typeof recordingServer>>;
  const clock = fakeClock();

  beforeAll(async () => {
    providers = await recordingServer((request) =>
      request.url.includes('/messages')
        ? { status: 200, json: { messages: [{ id: 'wamid.hash' }] } }
        : { status: 201, json: { sid: 'SM1' } },
    );
    host = await startHost({
      listen: false,
      overrides: { clock },
      env: {
        WHATSAPP_API_URL: `${providers.url}/v21.0`,
        WHATSAPP_PHONE_NUMBER_ID: '1234567890',
        WHATSAPP_ACCESS_TOKEN: 'meta-access',
        TWILIO_API_URL: providers.url,
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: 'twilio-token',
        TWILIO_FROM: '+15550002222',
      },
    });
    const demo = (await host.services.apps.get('demo'))!;
    await host.services.apps.update('demo', {
      channelConfig: channelConfigFor(CHANNELS, { phoneInputs: ['WHATSAPP', 'SMS'] }),
      options: { ...demo.options, whatsapp: { ...demo.options.whatsapp, otap: OTAP } },
    });
    api = apiClient(host);
  });
  afterAll(async () => {
    await host?.close();
    await providers?.close();
  });
  beforeEach(() => clock.advance(3_600_000));

  const sentTo = (to: string) =>
    providers.requests.filter((r) =>
      r.url.includes('/messages')
        ? JSON.parse(r.body).to === to
        : new URLSearchParams(r.body).get('To') === `+${to}`,
    );

  it('puts the app hash on its own line of the SMS, before the WebOTP line', async () => {
    const state = await api.state();
    const res = await api.intent(state, { channel: 'SMS', mobile: '919812350001', otpHash: HASH });
    expect(res.status, res.text).toBe(200);
    const [sms] = sentTo('919812350001');
    expect(sms!.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    const body = new URLSearchParams(sms!.body).get('Body')!;
    const { code } = await api.lastMessage('+919812350001');
    const lines = body.split('\n');
    expect(lines.slice(-3)).toEqual(['', HASH, expect.stringMatching(new RegExp(`^@\\S+ #${code}$`))]);
  });

  it('sends no hash line without otpHash', async () => {
    const state = await api.state();
    await api.intent(state, { channel: 'SMS', mobile: '919812350002' });
    const body = new URLSearchParams(sentTo('919812350002')[0]!.body).get('Body')!;
    expect(body).not.toContain(HASH);
    expect(body.split('\n').at(-2)).toBe('');
  });

  it('sends a WhatsApp code as the one-tap template when the hash is one of its apps', async () => {
    const state = await api.state();
    const res = await api.intent(state, { channel: 'WHATSAPP', mobile: '919812350003', otpHash: HASH });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ channel: 'WHATSAPP', communicationMode: 'WHATSAPP', otpLength: 6 });
    const message = JSON.parse(sentTo('919812350003')[0]!.body);
    expect(message.template.name).toBe('shop_onetap');
    expect((await api.lastMessage('+919812350003')).text.endsWith('\n\n[Autofill]')).toBe(true);
  });

  it('keeps the app’s own template for another app’s hash, or none', async () => {
    const state = await api.state();
    await api.intent(state, { channel: 'WHATSAPP', mobile: '919812350004', otpHash: 'ZZZZZZZZZZZ' });
    await api.intent(await api.state(), { channel: 'WHATSAPP', mobile: '919812350005' });
    for (const to of ['919812350004', '919812350005'])
      expect(JSON.parse(sentTo(to)[0]!.body).template.name).toBe('sesame_signin_code');
  });

  it('refuses a malformed otpHash with the error shape, before anything is sent', async () => {
    const state = await api.state();
    const res = await api.intent(state, { channel: 'SMS', mobile: '919812350006', otpHash: 'not a hash!' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'invalid_request' });
    expect(res.body.details.otpHash).toMatch(/11-character/);
    expect(sentTo('919812350006')).toHaveLength(0);
  });
});
