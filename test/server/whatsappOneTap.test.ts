import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHANNELS } from '../../contract/channels';
import type { OtapOptions } from '../../server/apps/App';
import { channelConfigFor } from '../../server/apps/defaultConfig';
import { channelReadiness } from '../../server/channels/channelReadiness';
import { type ApiClient, apiClient, fakeClock } from '../support/apiClient';
import { recordingServer } from '../support/recordingServer';
import { appsStorage, runAppsInProcess } from '../support/runApps';
import { type Host, startHost } from '../support/startHost';

const PHONE_ID = '106540352242922';
const ACCESS = 'EAAJB-onetap-token';
const OTAP: OtapOptions = {
  template: 'shop_onetap',
  apps: [{ packageName: 'com.example.shop', signatureHash: 'K8a/AINcGX7' }],
};

/**
 * WhatsApp one-tap (OTAP): a typed number gets the app's authentication template, sent to the
 * Cloud API exactly as Meta documents it (the code as the body's parameter and the OTP button's
 * `url` parameter); the code from it signs in once. Production turns it on only with the
 * Cloud API account and the template.
 */
describe('WhatsApp one-tap (OTAP)', () => {
  let host: Host;
  let api: ApiClient;
  let meta: Awaited<ReturnType<typeof recordingServer>>;
  const clock = fakeClock();

  beforeAll(async () => {
    meta = await recordingServer(() => ({
      status: 200,
      json: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.onetap' }] },
    }));
    host = await startHost({
      listen: false,
      overrides: { clock },
      env: {
        WHATSAPP_API_URL: `${meta.url}/v21.0`,
        WHATSAPP_PHONE_NUMBER_ID: PHONE_ID,
        WHATSAPP_ACCESS_TOKEN: ACCESS,
      },
    });
    const demo = (await host.services.apps.get('demo'))!;
    await host.services.apps.update('demo', {
      channelConfig: channelConfigFor(CHANNELS, { phoneInputs: ['OTAP'] }),
      options: { ...demo.options, whatsapp: { ...demo.options.whatsapp, otap: OTAP } },
    });
    api = apiClient(host);
  });
  afterAll(async () => {
    await host?.close();
    await meta?.close();
  });
  beforeEach(() => clock.advance(3_600_000));

  it('sends the one-tap template to the Cloud API: method, path, headers and body', async () => {
    const state = await api.state();
    const res = await api.intent(state, { channel: 'OTAP', mobile: '919812340101' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      channel: 'OTAP',
      communicationMode: 'WHATSAPP',
      otpLength: 6,
      intent: null,
    });
    const sent = meta.requests.filter((r) => JSON.parse(r.body).to === '919812340101');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe(`/v21.0/${PHONE_ID}/messages`);
    expect(sent[0]!.headers.authorization).toBe(`Bearer ${ACCESS}`);
    expect(sent[0]!.headers['content-type']).toBe('application/json');
    const { code, text } = await api.lastMessage('+919812340101');
    expect(code).toMatch(/^\d{6}$/);
    // The dev outbox shows the message as the phone does, with the autofill button.
    expect(text.endsWith('\n\n[Autofill]')).toBe(true);
    expect(JSON.parse(sent[0]!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919812340101',
      type: 'template',
      template: {
        name: 'shop_onetap',
        language: { code: 'en_US' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: code }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
        ],
      },
    });
  });

  it('the code from the template signs in, once', async () => {
    const state = await api.state();
    const res = await api.intent(state, { channel: 'OTAP', mobile: '919812340102' });
    const { code } = await api.lastMessage('+919812340102');
    const asId = (res.body as { asId: string }).asId;
    const signedIn = await api.otp(state, asId, code!);
    expect(signedIn.status).toBe(200);
    const verified = await api.verifyCode(state, (signedIn.body as { code: string }).code);
    expect(JSON.stringify(verified.body)).toContain('+919812340102');
    expect((await api.otp(state, asId, code!)).status).toBeGreaterThanOrEqual(400);
  });

  it('asks for a number when none is typed', async () => {
    const res = await api.intent(await api.state(), { channel: 'OTAP' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('mobile number');
  });

  it('in production it needs the Cloud API account and the template, and says which', async () => {
    const production = await startHost({
      listen: false,
      env: { SESAME_MODE: 'production', SESAME_SECRET: 's'.repeat(40), PUBLIC_URL: 'https://sesame.example' },
    });
    try {
      const app = { id: 'shop', options: {} };
      const bare = await channelReadiness(production.services, app, 'OTAP', 'phone');
      expect(bare).toEqual({
        ready: false,
        reason:
          'WhatsApp one-tap (OTAP) for a typed phone number needs WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN and its authentication template (`npm run apps -- otap shop --template NAME`) in production',
      });
      const account = { phoneNumberId: PHONE_ID, accessToken: ACCESS };
      const withAccount = { id: 'shop', options: { whatsapp: account } };
      expect(await channelReadiness(production.services, withAccount, 'OTAP', 'phone')).toMatchObject({
        ready: false,
        reason: expect.stringContaining('its authentication template'),
      });
      const ready = { id: 'shop', options: { whatsapp: { ...account, otap: OTAP } } };
      expect(await channelReadiness(production.services, ready, 'OTAP', 'phone')).toEqual({ ready: true });
    } finally {
      await production.close();
    }
  });
});

describe('the apps tool sets the one-tap template', () => {
  it('validates the apps, stores them and prints the template to register with Meta', async () => {
    const { env, remove } = appsStorage();
    try {
      const created = await runAppsInProcess(
        ['create', '--id', 'shop', '--name', 'Shop', '--origin', 'https://shop.example'],
        env,
      );
      expect(created.code).toBe(0);
      const badHash = await runAppsInProcess(
        ['otap', 'shop', '--template', 'shop_onetap', '--app', 'com.example.shop:short'],
        env,
      );
      expect(badHash.code).toBe(2);
      expect(badHash.stderr).toContain("needs the app's signature hash after the colon: 11 characters");
      const badPackage = await runAppsInProcess(
        ['otap', 'shop', '--template', 'x', '--app', 'shop:K8a/AINcGX7'],
        env,
      );
      expect(badPackage.code).toBe(2);
      expect(badPackage.stderr).toContain('is not an Android package name');
      const lonelyZeroTap = await runAppsInProcess(
        ['otap', 'shop', '--template', 'shop_onetap', '--zero-tap'],
        env,
      );
      expect(lonelyZeroTap.code).toBe(2);
      expect(lonelyZeroTap.stderr).toContain('--zero-tap needs at least one --app');

      const set = await runAppsInProcess(
        ['otap', 'shop', '--template', 'shop_onetap', '--app', 'com.example.shop:K8a/AINcGX7', '--zero-tap'],
        env,
      );
      expect(set.code).toBe(0);
      const definition = JSON.parse(set.stdout.slice(set.stdout.indexOf('{')));
      expect(definition).toEqual({
        name: 'shop_onetap',
        language: 'en_US',
        category: 'AUTHENTICATION',
        message_send_ttl_seconds: 600,
        components: [
          { type: 'BODY', add_security_recommendation: true },
          { type: 'FOOTER', code_expiration_minutes: 10 },
          {
            type: 'BUTTONS',
            buttons: [
              {
                type: 'OTP',
                otp_type: 'ZERO_TAP',
                text: 'Copy code',
                autofill_text: 'Autofill',
                supported_apps: [{ package_name: 'com.example.shop', signature_hash: 'K8a/AINcGX7' }],
                zero_tap_terms_accepted: true,
              },
            ],
          },
        ],
      });
      // Without apps the template is a copy-code one.
      const copyCode = await runAppsInProcess(
        ['otap', 'shop', '--app', 'com.example.shop:K8a/AINcGX7', '--one-tap'],
        env,
      );
      expect(copyCode.stdout).toContain('"otp_type": "ONE_TAP"');
      // No Android app named: a copy-code template.
      const noApps = await runAppsInProcess(['otap', 'shop', '--app'], env);
      expect(noApps.code).toBe(2);
      const plain = await runAppsInProcess(['otap', 'shop', '--clear'], env);
      expect(plain.code).toBe(0);
      const copyOnly = await runAppsInProcess(['otap', 'shop', '--template', 'shop_code'], env);
      expect(copyOnly.stdout).toContain('No Android app named: the message carries a copy-code button.');
      const copyDefinition = JSON.parse(copyOnly.stdout.slice(copyOnly.stdout.indexOf('{')));
      expect(copyDefinition.components[2]).toEqual({
        type: 'BUTTONS',
        buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copy code' }],
      });
      const cleared = await runAppsInProcess(['otap', 'shop', '--clear'], env);
      expect(cleared.code).toBe(0);
      expect((await runAppsInProcess(['otap', 'shop'], env)).stdout).toContain(
        'has no WhatsApp one-tap template',
      );
    } finally {
      remove();
    }
  });
});
