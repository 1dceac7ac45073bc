import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_API, DASHBOARD_APP_ID } from '../../contract/admin';
import { CHANNELS, type Channel } from '../../contract/channels';
import { API } from '../../contract/paths';
import { channelLabel } from '../../contract/widget';
import type { MerchantConfigResponse } from '../../contract/wire';
import { channelConfigFor, configuredChannels, defaultUiConfig } from '../../server/apps/defaultConfig';
import { UNBUILT_CHANNELS } from '../../server/channels/channelReadiness';
import { apiClient } from '../support/apiClient';
import { appsStorage, runAppsInProcess } from '../support/runApps';
import { type Host, startHost } from '../support/startHost';

const PUBLIC_URL = 'https://sesame.example';
const PRODUCTION = { SESAME_MODE: 'production', SESAME_SECRET: 'r'.repeat(40), PUBLIC_URL };
const TWILIO = { TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15550001111' };

/** What refusing a channel the host cannot run says: DEVICE names One tap (docs/channels.md). */
function refusalOf(channel: Channel): string {
  if (channel === 'DEVICE') return 'This device (DEVICE) is not a separate channel on this host';
  const label = channelLabel(channel);
  return `${label === channel ? channel : `${label} (${channel})`} is not built on this host, so it cannot be turned on`;
}

async function offered(host: Host, appId: string, origin: string): Promise<string[]> {
  const api = apiClient(host, { appId, headers: { origin } });
  const res = await api.request<MerchantConfigResponse>({
    method: 'GET',
    url: `${API.merchantConfig}/${await api.state()}?appId=${appId}`,
  });
  expect(res.status).toBe(200);
  return configuredChannels(res.body.channelConfig);
}

async function withApp(host: Host, id: string, channels: Parameters<typeof channelConfigFor>[0]) {
  await host.services.apps.create({
    id,
    clientId: id,
    clientSecret: 'secret-secret-secret',
    name: id,
    origins: [PUBLIC_URL],
    uiConfig: defaultUiConfig(id),
    channelConfig: channelConfigFor(channels, { phoneInputs: ['WHATSAPP'] }),
  });
}

/** Issue "Never a dead button": the widget is offered only what the host can run for the app. */
describe('channels the host can run', () => {
  describe('in dev mode', () => {
    let host: Host;
    beforeAll(async () => {
      host = await startHost({ listen: false });
    });
    afterAll(() => host?.close());

    it('offers every built channel (simulated) and none that is not built, even when stored', async () => {
      await host.services.apps.update('demo', { channelConfig: channelConfigFor(CHANNELS) });
      const channels = await offered(host, 'demo', host.services.issuer);
      for (const channel of UNBUILT_CHANNELS) expect(channels).not.toContain(channel);
      expect(channels).toEqual(
        expect.arrayContaining(['WHATSAPP', 'SMS', 'EMAIL_LOGIN', 'GMAIL', 'WEB_AUTHN']),
      );
      // One tap only for a browser that verified an identity for the app: not this fresh one.
      expect(channels).not.toContain('ONETAP');
      expect(channels).toHaveLength(CHANNELS.length - UNBUILT_CHANNELS.size - 1);
    });

    it('answers an intent for a channel that is not built with a clear refusal', async () => {
      const api = apiClient(host, { headers: { origin: host.services.issuer } });
      const res = await api.intent(await api.state(), { channel: [...UNBUILT_CHANNELS][0]! });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('unsupported_channel');
    });
  });

  describe('in production', () => {
    const hosts: Host[] = [];
    afterEach(async () => {
      for (const host of hosts.splice(0)) await host.close();
    });

    it('offers only channels whose provider settings are there', async () => {
      const bare = await startHost({ listen: false, env: PRODUCTION });
      hosts.push(bare);
      await withApp(bare, 'shop', ['EMAIL_LOGIN', 'SMS', 'WHATSAPP', 'GITHUB_SSO', 'WEB_AUTHN', 'UPI']);
      expect(await offered(bare, 'shop', PUBLIC_URL)).toEqual(['WEB_AUTHN']);

      const configured = await startHost({
        listen: false,
        env: { ...PRODUCTION, ...TWILIO, SMTP_URL: 'smtp://127.0.0.1:2525' },
      });
      hosts.push(configured);
      await withApp(configured, 'shop', ['EMAIL_LOGIN', 'SMS', 'WHATSAPP', 'GITHUB_SSO', 'WEB_AUTHN', 'UPI']);
      await configured.services.ssoCredentials.put('shop', {
        channel: 'GITHUB_SSO',
        clientId: 'Iv1.abc',
        clientSecret: 'gh-secret',
        issuer: undefined,
      });
      // WhatsApp has neither its webhook secrets nor a Cloud API account: not offered either way.
      expect((await offered(configured, 'shop', PUBLIC_URL)).sort()).toEqual(
        ['EMAIL_LOGIN', 'GITHUB_SSO', 'SMS', 'WEB_AUTHN'].sort(),
      );
    });

    it('works out what it can run once per app version, and again at once after a change here', async () => {
      const host = await startHost({
        listen: false,
        env: { ...PRODUCTION, SMTP_URL: 'smtp://127.0.0.1:2525' },
      });
      hosts.push(host);
      await withApp(host, 'shop', ['EMAIL_LOGIN', 'GITHUB_SSO', 'GITLAB_SSO']);
      const reads = vi.spyOn(host.services.ssoCredentials, 'get');
      for (let i = 0; i < 5; i++) expect(await offered(host, 'shop', PUBLIC_URL)).toEqual(['EMAIL_LOGIN']);
      // One read per SSO channel for five page loads: the app's readiness is kept.
      expect(reads).toHaveBeenCalledTimes(2);

      const github = {
        channel: 'GITHUB_SSO',
        clientId: 'Iv1.abc',
        clientSecret: 'gh-secret',
        issuer: undefined,
      } as const;
      await host.services.ssoCredentials.put('shop', github);
      expect(await offered(host, 'shop', PUBLIC_URL)).toEqual(['EMAIL_LOGIN', 'GITHUB_SSO']);
      await host.services.apps.update('shop', { channelConfig: channelConfigFor(['GITHUB_SSO']) });
      expect(await offered(host, 'shop', PUBLIC_URL)).toEqual(['GITHUB_SSO']);
      await host.services.ssoCredentials.remove('shop', 'GITHUB_SSO');
      expect(await offered(host, 'shop', PUBLIC_URL)).toEqual([]);
    });
  });
});

describe('the apps tool refuses channels the host cannot run', () => {
  it('never turns on a channel that is not built, in any mode', async () => {
    const { env, remove } = appsStorage();
    try {
      const run = await runAppsInProcess(
        [
          'create',
          '--id',
          'shop',
          '--name',
          'Shop',
          '--origin',
          PUBLIC_URL,
          '--channels',
          ['EMAIL_LOGIN', ...UNBUILT_CHANNELS].join(','),
        ],
        env,
      );
      expect(run.code).toBe(1);
      for (const channel of UNBUILT_CHANNELS) expect(run.stderr).toContain(refusalOf(channel));
      // DEVICE is the device-bound key, which is One tap's: the refusal says so.
      expect(run.stderr).toContain('This device (DEVICE) is not a separate channel on this host');
      expect(run.stderr).toContain('One tap (ONETAP)');
      expect((await runAppsInProcess(['show', 'shop'], env)).code).toBe(1);
    } finally {
      remove();
    }
  });

  it('in production, names the setting a channel is missing, and accepts it once set', async () => {
    const { env: storage, remove } = appsStorage();
    const env = { ...storage, ...PRODUCTION };
    try {
      const noSmtp = await runAppsInProcess(
        ['create', '--id', 'shop', '--name', 'Shop', '--origin', PUBLIC_URL],
        env,
      );
      expect(noSmtp.code).toBe(1);
      expect(noSmtp.stderr).toContain('Email (EMAIL_LOGIN) needs SMTP_URL in production');

      const args = [
        'create',
        '--id',
        'shop',
        '--name',
        'Shop',
        '--origin',
        PUBLIC_URL,
        '--channels',
        'WEB_AUTHN',
      ];
      expect((await runAppsInProcess(args, env)).code).toBe(0);

      const sms = await runAppsInProcess(['edit', 'shop', '--channels', 'WEB_AUTHN,SMS'], env);
      expect(sms.code).toBe(1);
      expect(sms.stderr).toContain(
        'SMS needs an SMS provider: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
      );

      const silent = await runAppsInProcess(['edit', 'shop', '--channels', 'WEB_AUTHN,SILENT_AUTH'], env);
      expect(silent.stderr).toContain(
        'Mobile network (SILENT_AUTH) needs CAMARA_AUTHORIZE_URL, CAMARA_TOKEN_URL, CAMARA_API_URL, CAMARA_CLIENT_ID and CAMARA_CLIENT_SECRET in production',
      );

      const whatsapp = await runAppsInProcess(['edit', 'shop', '--channels', 'WEB_AUTHN,WHATSAPP'], env);
      expect(whatsapp.stderr).toContain(
        'WhatsApp (WHATSAPP) needs WHATSAPP_BUSINESS_NUMBER, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN',
      );

      const withTwilio = await runAppsInProcess(['edit', 'shop', '--channels', 'WEB_AUTHN,SMS'], {
        ...env,
        ...TWILIO,
      });
      expect(withTwilio.code, withTwilio.stderr).toBe(0);
      // A typed number through business-initiated WhatsApp needs the Cloud API account.
      const phone = await runAppsInProcess(
        ['edit', 'shop', '--channels', 'WEB_AUTHN,SMS,WHATSAPP', '--phone-channels', 'WHATSAPP'],
        {
          ...env,
          ...TWILIO,
          WHATSAPP_BUSINESS_NUMBER: '15550001234',
          WHATSAPP_APP_SECRET: 'app-secret',
          WHATSAPP_VERIFY_TOKEN: 'verify',
        },
      );
      expect(phone.code).toBe(1);
      expect(phone.stderr).toContain(
        'WhatsApp (WHATSAPP) for a typed phone number needs WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN',
      );
    } finally {
      remove();
    }
  });
});

describe('the dashboard refuses channels the host cannot run', () => {
  let host: Host;
  beforeAll(async () => {
    host = await startHost({ listen: false });
  });
  afterAll(() => host?.close());

  it('answers 400 naming the channel, on create and on edit, and changes nothing', async () => {
    const email = 'owner-channels@example.com';
    await host.services.administrators.put(email, 'admin', null, Date.now());
    const dash = apiClient(host, { appId: DASHBOARD_APP_ID });
    const { code } = await dash.signIn(email);
    const api = apiClient(host);
    const session = await api.request({ method: 'POST', url: ADMIN_API.session, json: { code } });
    const cookie = String(session.headers['set-cookie'] ?? '').split(';')[0]!;
    const call = (method: string, url: string, json: unknown) =>
      api.request<{ error: string; details?: Record<string, string> }>({
        method,
        url,
        json,
        headers: { cookie },
      } as never);

    const unbuilt = [...UNBUILT_CHANNELS][0]!;
    const created = await call('POST', ADMIN_API.apps, {
      id: 'unbuilt',
      name: 'Unbuilt',
      origins: [PUBLIC_URL],
      channels: ['EMAIL_LOGIN', unbuilt],
    });
    expect(created.status).toBe(400);
    expect(created.body.details?.channels).toContain(refusalOf(unbuilt));
    expect(await host.services.apps.get('unbuilt')).toBeUndefined();

    const edited = await call('PATCH', `${ADMIN_API.apps}/demo`, { channels: ['EMAIL_LOGIN', 'DEVICE'] });
    expect(edited.status).toBe(400);
    expect(edited.body.details?.channels).toContain(
      'This device (DEVICE) is not a separate channel on this host',
    );
    expect(configuredChannels((await host.services.apps.get('demo'))!.channelConfig)).not.toContain('DEVICE');
  });
});
