import { describe, expect, it } from 'vitest';
import { ADMIN_API, type AdminRole, DASHBOARD_APP_ID } from '../../contract/admin';
import { API } from '../../contract/paths';
import type { MerchantConfigResponse } from '../../contract/wire';
import { shareOut } from '../../server/admin/funnelView';
import {
  apiClient,
  expectErrorShape,
  type Json,
  offerPhoneInputs,
  type RawRequest,
} from '../support/apiClient';
import { sharedHost } from '../support/sharedHost';

/** docs/dashboard.md: the app form's other settings, its preview, SSO, test messages, keys, funnels. */
describe('admin API: app tools', () => {
  const env = sharedHost();
  let n = 0;

  async function signedInAs(role: AdminRole) {
    const email = `tools-${role}${++n}@example.com`;
    await env.host.services.administrators.put(email, role, null, Date.now());
    const { code } = await apiClient(env.host, { appId: DASHBOARD_APP_ID }).signIn(email);
    const res = await env.api.request({ method: 'POST', url: ADMIN_API.session, json: { code } });
    const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0]!;
    return <T = Json>(req: RawRequest) => env.api.request<T>({ ...req, headers: { cookie, ...req.headers } });
  }

  it('stores text colours, the collapsed picture, mandatory identifiers and the language, checked', async () => {
    const call = await signedInAs('admin');
    const json = {
      id: 'looks',
      name: 'Looks',
      origins: ['https://looks.example'],
      channels: ['EMAIL_LOGIN', 'WHATSAPP'],
      headingColor: '#112233',
      bodyColor: '#445566',
      collapsedAvatar: 'https://looks.example/a.png',
      mandatory: ['EMAIL'],
      locale: 'id',
    };
    expect((await call({ method: 'POST', url: ADMIN_API.apps, json })).status).toBe(200);
    const app = (await env.host.services.apps.get('looks'))!;
    expect(app.uiConfig.colors.text).toEqual({ heading: '#112233', body: '#445566' });
    expect(app.uiConfig.collapsed.avatar).toBe('https://looks.example/a.png');
    expect(app.options.locale).toBe('id');
    const mandatory = (type: string) => app.channelConfig.find((e) => e.identifierType === type)?.mandatory;
    expect(mandatory('EMAIL')).toBe(true);
    expect(mandatory('MOBILE')).toBeUndefined();

    // A change of channels keeps the mandatory flag; "" removes a colour and the language.
    await call({ method: 'PATCH', url: ADMIN_API.app('looks'), json: { channels: ['OTP', 'WHATSAPP'] } });
    await call({ method: 'PATCH', url: ADMIN_API.app('looks'), json: { headingColor: '', locale: '' } });
    const edited = (await env.host.services.apps.get('looks'))!;
    expect(edited.channelConfig.find((e) => e.identifierType === 'EMAIL')?.mandatory).toBe(true);
    expect(edited.uiConfig.colors.text).toEqual({ body: '#445566' });
    expect(edited.options.locale).toBeUndefined();

    for (const [field, value] of [
      ['headingColor', 'blue'],
      ['locale', 'xx'],
      ['collapsedAvatar', 'javascript:alert(1)'],
    ] as const) {
      const res = await call({ method: 'PATCH', url: ADMIN_API.app('looks'), json: { [field]: value } });
      expect(res.status, field).toBe(400);
      expect(Object.keys(expectErrorShape(res).details ?? {})).toEqual([field]);
    }
    const noPhone = await call({
      method: 'PATCH',
      url: ADMIN_API.app('looks'),
      json: { channels: ['EMAIL_LOGIN'], mandatory: ['MOBILE'] },
    });
    expect(expectErrorShape(noPhone).details).toHaveProperty('mandatory');
  });

  it('keeps the app’s own SMS and WhatsApp accounts, their credentials write-only', async () => {
    const call = await signedInAs('admin');
    const json = {
      sms: { provider: 'msg91', msg91AuthKey: 'key-123', msg91TemplateId: 'tpl-1', from: 'SHOPIN' },
      whatsapp: { businessNumber: '15550009999', phoneNumberId: '1234', accessToken: 'EAAB-token' },
    };
    const res = await call<Json>({ method: 'PATCH', url: ADMIN_API.app('demo'), json });
    expect(res.status).toBe(200);
    expect(res.body.options.sms).toMatchObject({ msg91AuthKey: '[set]', msg91TemplateId: 'tpl-1' });
    expect(res.body.options.whatsapp).toMatchObject({ accessToken: '[set]', phoneNumberId: '1234' });
    expect(JSON.stringify(res.body)).not.toMatch(/key-123|EAAB-token/);
    const stored = (await env.host.services.apps.get('demo'))!.options;
    expect(stored.sms?.msg91AuthKey).toBe('key-123');
    const providers = await call<{ items: Json[] }>({ method: 'GET', url: ADMIN_API.appProviders('demo') });
    expect(providers.body.items).toContainEqual(
      expect.objectContaining({ channel: 'SMS', source: 'app', detail: 'MSG91' }),
    );
    // "" removes a value; a group left empty goes.
    const cleared = {
      sms: { provider: '', msg91AuthKey: '', msg91TemplateId: '', from: '' },
      whatsapp: { businessNumber: '', phoneNumberId: '', accessToken: '' },
    };
    await call({ method: 'PATCH', url: ADMIN_API.app('demo'), json: cleared });
    const after = (await env.host.services.apps.get('demo'))!.options;
    expect(after.sms).toBeUndefined();
    expect(after.whatsapp).toBeUndefined();
    const bad = await call({
      method: 'PATCH',
      url: ADMIN_API.app('demo'),
      json: { whatsapp: { businessNumber: '+1 555' } },
    });
    expect(bad.status).toBe(400);
  });

  it('previews unsaved values as the merchant config, leaving refused ones out', async () => {
    const call = await signedInAs('viewer');
    const res = await call<Json>({
      method: 'POST',
      url: ADMIN_API.appPreview,
      json: { name: 'Brand new', primaryColor: '#12', layout: 'center', header: 'Hello', locale: 'de' },
    });
    expect(res.status).toBe(200);
    expect(res.body.config.merchant.name).toBe('Brand new');
    expect(res.body.config.uiConfig.widget).toMatchObject({ layout: 'center', header: 'Hello' });
    expect(res.body.config.uiConfig.colors.primary).toBeUndefined();
    expect(Object.keys(res.body.invalid)).toEqual(['primaryColor']);
    const before = (await env.host.services.apps.get('demo'))!.options.fom ?? false;
    const demo = await call<Json>({
      method: 'POST',
      url: ADMIN_API.appPreview,
      json: { id: 'demo', options: { fom: !before } },
    });
    expect(demo.body.config.mid).toBe('demo');
    expect(demo.body.config.merchant.fom).toBe(!before);
    // Nothing was saved.
    expect((await env.host.services.apps.get('demo'))!.options.fom ?? false).toBe(before);
  });

  it('stores the merchant texts and the share switch, sends them to the widget, refuses bad ones by field', async () => {
    const call = await signedInAs('admin');
    const json = {
      id: 'texts',
      name: 'Texts',
      origins: ['https://texts.example'],
      header: 'Welcome back',
      description: '  Members get free delivery  ',
      bottomLine: 'Questions? help@texts.example',
      announcement: 'Sign in for 10% off',
      collapsedText: 'Members',
      share: true,
      options: { oidcPublic: true },
    };
    const made = await call<Json>({ method: 'POST', url: ADMIN_API.apps, json });
    expect(made.status).toBe(200);
    const widget = apiClient(env.host, { appId: 'texts', headers: { origin: 'https://texts.example' } });
    const loaded = await widget.request<MerchantConfigResponse>({
      method: 'GET',
      url: `${API.merchantConfig}/${await widget.state()}?appId=texts`,
    });
    expect(loaded.status).toBe(200);
    const ui = loaded.body.uiConfig;
    expect(ui.widget).toMatchObject({
      header: 'Welcome back',
      description: 'Members get free delivery',
      bottomLine: 'Questions? help@texts.example',
      share: true,
    });
    expect(ui.announcement).toEqual({ text: 'Sign in for 10% off' });
    expect(ui.collapsed.text).toBe('Members');
    expect((await env.host.services.apps.get('texts'))!.options.oidcPublic).toBe(true);

    const cleared = await call<Json>({
      method: 'PATCH',
      url: ADMIN_API.app('texts'),
      json: { description: '', announcement: '', collapsedText: '', share: false },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.uiConfig.widget.description).toBeUndefined();
    expect(cleared.body.uiConfig.announcement).toBeUndefined();
    expect(cleared.body.uiConfig.collapsed.text).toBeUndefined();
    expect(cleared.body.uiConfig.widget).toMatchObject({ header: 'Welcome back', share: false });

    for (const [field, value, says] of [
      ['bottomLine', 'x'.repeat(201), 'at most 200'],
      ['description', 'two\nlines', 'line breaks'],
      ['collapsedText', 'y'.repeat(41), 'at most 40'],
    ] as const) {
      const bad = await call<Json>({
        method: 'PATCH',
        url: ADMIN_API.app('texts'),
        json: { [field]: value },
      });
      expect(bad.status).toBe(400);
      expect(expectErrorShape(bad).details?.[field]).toContain(says);
    }
    const preview = await call<Json>({
      method: 'POST',
      url: ADMIN_API.appPreview,
      json: { id: 'texts', bottomLine: 'Free returns', description: 'z'.repeat(300) },
    });
    expect(preview.body.config.uiConfig.widget.bottomLine).toBe('Free returns');
    expect(Object.keys(preview.body.invalid)).toEqual(['description']);
  });

  it('sets the WhatsApp one-tap template with the apps tool’s checks, and removes it', async () => {
    const call = await signedInAs('admin');
    const otap = {
      template: 'shop_otap',
      apps: [{ packageName: 'com.example.shop', signatureHash: 'K8a/AINcGX7' }],
      zeroTap: true,
    };
    const set = await call<Json>({ method: 'PATCH', url: ADMIN_API.app('demo'), json: { otap } });
    expect(set.status).toBe(200);
    expect(set.body.options.whatsapp.otap).toEqual(otap);
    expect((await env.host.services.apps.get('demo'))!.options.whatsapp?.otap).toEqual(otap);
    for (const [bad, says] of [
      [{ ...otap, template: 'Shop OTAP' }, 'lower-case'],
      [{ ...otap, apps: [{ packageName: 'shop', signatureHash: 'K8a/AINcGX7' }] }, 'Android package'],
      [{ ...otap, apps: [] }, 'zero-tap'],
    ] as const) {
      const res = await call<Json>({ method: 'PATCH', url: ADMIN_API.app('demo'), json: { otap: bad } });
      expect(res.status).toBe(400);
      expect(expectErrorShape(res).details?.otap).toContain(says);
    }
    const gone = await call<Json>({ method: 'PATCH', url: ADMIN_API.app('demo'), json: { otap: null } });
    expect(gone.status).toBe(200);
    expect((await env.host.services.apps.get('demo'))!.options.whatsapp?.otap).toBeUndefined();
  });

  it('sets and removes SSO providers with the CLI’s checks, the secret write-only and audited', async () => {
    const call = await signedInAs('admin');
    const url = ADMIN_API.appSsoProvider('demo', 'github');
    const set = await call<{ items: Json[] }>({
      method: 'PUT',
      url,
      json: { clientId: 'gh-client', clientSecret: 's3cret:with-colon' },
    });
    expect(set.status).toBe(200);
    expect(set.body.items).toContainEqual(
      expect.objectContaining({ channel: 'GITHUB_SSO', clientId: 'gh-client' }),
    );
    expect(JSON.stringify(set.body)).not.toContain('s3cret');
    const stored = await env.host.services.ssoCredentials.get('demo', 'GITHUB_SSO');
    expect(stored?.clientSecret).toBe('s3cret:with-colon');
    const channels = (await env.host.services.apps.get('demo'))!.channelConfig.flatMap((e) =>
      e.channel.map((c) => c.name),
    );
    expect(channels).toContain('GITHUB_SSO');

    const bad = await call({ method: 'PUT', url, json: { clientId: 'has space', clientSecret: 'x' } });
    expect(expectErrorShape(bad).message).toContain('client id of GITHUB_SSO');
    const noSecret = await call({ method: 'PUT', url, json: { clientId: 'id', clientSecret: '' } });
    expect(noSecret.status).toBe(400);
    const unknown = await call({
      method: 'PUT',
      url: ADMIN_API.appSsoProvider('demo', 'myspace'),
      json: { clientId: 'id', clientSecret: 'x' },
    });
    expect(expectErrorShape(unknown).message).toContain('is not an SSO provider');

    expect((await call({ method: 'DELETE', url })).status).toBe(200);
    expect(await env.host.services.ssoCredentials.get('demo', 'GITHUB_SSO')).toBeUndefined();
    const audit = await call<{ items: Json[] }>({ method: 'GET', url: ADMIN_API.audit });
    const setEntry = audit.body.items.find((e) => e.action === 'app.sso-set');
    expect(JSON.stringify(setEntry)).not.toContain('s3cret');
    expect(audit.body.items.some((e) => e.action === 'app.sso-remove')).toBe(true);
  });

  it('sends a test message through the delivery path and records it; shows where settings come from', async () => {
    const call = await signedInAs('admin');
    const providers = await call<{ items: Json[] }>({ method: 'GET', url: ADMIN_API.appProviders('demo') });
    expect(providers.body.items.map((p) => p.channel)).toEqual(['EMAIL', 'SMS', 'WHATSAPP']);
    expect(JSON.stringify(providers.body)).not.toMatch(/token|secret/i);

    const email = await call({
      method: 'POST',
      url: ADMIN_API.appTestMessage('demo'),
      json: { channel: 'EMAIL', to: 'me@shop.example' },
    });
    expect(email.body).toEqual({ status: 'sent' });
    expect((await env.api.lastMessage('me@shop.example')).text).toContain('test message');
    const sms = await call({
      method: 'POST',
      url: ADMIN_API.appTestMessage('demo'),
      json: { channel: 'SMS', to: '+14155550199' },
    });
    expect(sms.body).toEqual({ status: 'sent' });
    const sent = await call<{ items: Json[] }>({ method: 'GET', url: ADMIN_API.deliveries });
    expect(sent.body.items).toContainEqual(expect.objectContaining({ appId: 'demo', channel: 'EMAIL' }));
    expect(sent.body.items).toContainEqual(expect.objectContaining({ appId: 'demo', channel: 'SMS' }));

    const bad = await call({
      method: 'POST',
      url: ADMIN_API.appTestMessage('demo'),
      json: { channel: 'SMS', to: 'not a number' },
    });
    expect(expectErrorShape(bad).details).toHaveProperty('to');
    const viewer = await signedInAs('viewer');
    const refused = await viewer({
      method: 'POST',
      url: ADMIN_API.appTestMessage('demo'),
      json: { channel: 'EMAIL', to: 'me@shop.example' },
    });
    expect(refused.status).toBe(403);
  });

  it('rotates the signing key for owners only, audited', async () => {
    const admin = await signedInAs('admin');
    expect((await admin({ method: 'POST', url: ADMIN_API.signingKey })).status).toBe(403);
    const owner = await signedInAs('owner');
    const res = await owner<Json>({ method: 'POST', url: ADMIN_API.signingKey });
    expect(res.status).toBe(200);
    expect(res.body.kid).toEqual(expect.any(String));
    expect(Date.parse(res.body.signsFrom)).toBeGreaterThan(Date.now() - 1000);
    const audit = await owner<{ items: Json[] }>({ method: 'GET', url: ADMIN_API.audit });
    expect(audit.body.items).toContainEqual(
      expect.objectContaining({ action: 'signing-key.rotate', target: res.body.kid }),
    );
  });

  it('counts SMS sends on the sign-in channel that sent them, and leaves the dashboard’s app out', async () => {
    await offerPhoneInputs(env.host, ['OTP']);
    const state = await env.api.state();
    expect((await env.api.intent(state, { channel: 'OTP', mobile: '919876543210' })).status).toBe(200);
    const call = await signedInAs('viewer');
    const funnel = await call<Json>({ method: 'GET', url: ADMIN_API.funnel, query: { appId: 'demo' } });
    const rows = funnel.body.rows as Json[];
    const otp = rows.find((r) => r.channel === 'OTP');
    expect(otp).toMatchObject({ started: 1 });
    expect(otp!.delivered).toBeGreaterThanOrEqual(1);
    expect(rows.filter((r) => r.channel === 'SMS' && r.started === 0)).toEqual([]);
    expect(funnel.body.oneTapShown).toEqual(expect.any(Array));

    const all = await call<Json>({ method: 'GET', url: ADMIN_API.funnel });
    expect((all.body.rows as Json[]).some((r) => r.appId === DASHBOARD_APP_ID)).toBe(false);
    const withDashboard = await call<Json>({
      method: 'GET',
      url: ADMIN_API.funnel,
      query: { includeDashboard: 'true' },
    });
    expect((withDashboard.body.rows as Json[]).some((r) => r.appId === DASHBOARD_APP_ID)).toBe(true);
  });

  it('shares sends out in whole numbers that add up', () => {
    const out = shareOut(
      5,
      new Map([
        ['OTP', 2],
        ['OTP_LINK', 1],
      ]),
    );
    expect([...out.values()].reduce((a, b) => a + b, 0)).toBe(5);
    expect(out.get('OTP')).toBeGreaterThan(out.get('OTP_LINK')!);
  });
});
