import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QR_PHONE_CONFIG_ELEMENT_ID } from '../../contract/crossDevice';
import { API, QR_PATH } from '../../contract/paths';
import { type ApiClient, apiClient, fakeClock, linkPath } from '../support/apiClient';
import { readMail } from '../support/readMail';
import { recordingServer } from '../support/recordingServer';
import { type Host, startHost } from '../support/startHost';
import { type SmtpSink, startSmtpServer } from '../support/startSmtpServer';
import { type SsoHost, startSsoHost } from './ssoHost';

const FROM = 'Sesame <no-reply@sesame.test>';

/**
 * docs/languages.md: the visitor's language (the widget's `locale`, else the app's, else the
 * browser's Accept-Language) is kept with the sign-in, and every message and page of that sign-in
 * speaks it: the email over real SMTP, the SMS, the link's landing page, the QR phone page.
 */
describe('a sign-in in the visitor’s language', () => {
  let smtp: SmtpSink;
  let host: Host;
  let api: ApiClient;
  const clock = fakeClock();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    host = await startHost({ overrides: { clock }, env: { SMTP_URL: smtp.url, MAIL_FROM: FROM } });
    api = apiClient(host);
  });
  afterAll(async () => {
    await host?.close();
    await smtp?.close();
  });
  // Each case its own send budget.
  beforeEach(() => clock.advance(3_600_000));

  it('sends an Indonesian email, HTML and text, to a visitor with locale="id"', async () => {
    const state = await api.state();
    const res = await api.intent(state, { channel: 'EMAIL_LOGIN', email: 'budi@example.com', locale: 'id' });
    expect(res.status).toBe(200);
    const read = readMail((await smtp.next()).raw);
    const code = /^(\d{6}) adalah kode masuk Sesame Demo Shop Anda$/.exec(
      read.headers.get('subject') ?? '',
    )?.[1];
    expect(code).toBeDefined();
    expect(read.text).toContain('Masuk ke Sesame Demo Shop');
    expect(read.text).toContain(`Kode Anda: ${code}`);
    expect(read.text).toContain('Atau masuk dengan tautan ini:');
    expect(read.text).toContain('Berlaku selama 10 menit.');
    expect(read.html).toContain('lang="id" dir="ltr"');
    expect(read.html).toContain('>Masuk</a>');
    expect(read.text).not.toContain('Sign in');

    // The link's landing page speaks the sign-in's language, whoever opens it.
    const link = new RegExp(`${host.url}/l/[A-Za-z0-9_-]+`).exec(read.text ?? '')?.[0];
    const page = await api.request({ method: 'GET', url: linkPath(link!).path });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="id" dir="ltr">');
    expect(page.text).toContain('<h1>Masuk ke Sesame Demo Shop</h1>');
    expect(page.text).toContain('Seseorang meminta masuk ke Sesame Demo Shop sebagai <strong dir="ltr">');
    expect(page.text).toContain('baru saja');
    const done = await api.request({
      method: 'POST',
      url: linkPath(link!).path,
      headers: { origin: host.url },
    });
    expect(done.text).toContain('<h1>Anda sudah masuk</h1>');
  });

  it('sends an Indonesian SMS to a visitor with locale="id"', async () => {
    const state = await api.state();
    const res = await api.intent(state, { channel: 'SMS', mobile: '919876540101', locale: 'id' });
    expect(res.status).toBe(200);
    const sms = await api.lastMessage('+919876540101');
    expect(sms.text).toMatch(/^\d{6} adalah kode masuk Sesame Demo Shop Anda\. Berlaku selama 10 menit\./);
  });

  it('shows the QR phone page in the desktop visitor’s language', async () => {
    const state = await api.state();
    const qr = await api.request({
      method: 'POST',
      url: `${API.qrCreate}/${state}`,
      json: { appId: 'demo', locale: 'id' },
    });
    expect(qr.status).toBe(200);
    const page = await api.request({ method: 'GET', url: `${QR_PATH}/${qr.body.qrRefId}` });
    expect(page.text).toContain('<html lang="id" dir="ltr">');
    expect(page.text).toContain('Seseorang meminta masuk ke Sesame Demo Shop di layar lain:');
    expect(page.text).toContain('Ketik angka yang tampil di samping kode QR di layar tersebut');
    const json = new RegExp(`id="${QR_PHONE_CONFIG_ELEMENT_ID}">([^<]*)<`).exec(page.text)?.[1];
    expect(JSON.parse(json!).texts['qr.yourMobile']).toBe('Nomor ponsel Anda');
  });

  it('lays the pages of an Arabic sign-in out right to left', async () => {
    const state = await api.state();
    await api.intent(state, { channel: 'MAGIC_LINK', email: 'layla@example.com', locale: 'ar' });
    const read = readMail((await smtp.next()).raw);
    expect(read.headers.get('subject')).toBe('تسجيل الدخول إلى Sesame Demo Shop');
    expect(read.html).toContain('lang="ar" dir="rtl"');
    const link = new RegExp(`${host.url}/l/[A-Za-z0-9_-]+`).exec(read.text ?? '')?.[0];
    const page = await api.request({ method: 'GET', url: linkPath(link!).path });
    expect(page.text).toContain('<html lang="ar" dir="rtl">');
  });

  it('falls back to the browser’s Accept-Language when the page names no locale', async () => {
    const state = await api.state();
    await api.request({
      method: 'POST',
      url: `${API.intent}/${state}`,
      json: { appId: 'demo', channel: 'OTP', email: 'hans@example.com' },
      headers: { 'accept-language': 'xx, de-CH;q=0.9, en;q=0.8' },
    });
    const read = readMail((await smtp.next()).raw);
    expect(read.headers.get('subject')).toMatch(/^\d{6} ist Ihr Anmeldecode für Sesame Demo Shop$/);
    expect(read.text).toContain('Er läuft in 10 Minuten ab.');
  });

  it('speaks English to a visitor whose language Sesame does not speak', async () => {
    const state = await api.state();
    await api.intent(state, { channel: 'OTP', email: 'wei@example.com', locale: 'zh-CN' });
    const read = readMail((await smtp.next()).raw);
    expect(read.headers.get('subject')).toMatch(/^\d{6} is your Sesame Demo Shop sign-in code$/);
  });
});

describe('WhatsApp templates in the visitor’s language', () => {
  let meta: Awaited<ReturnType<typeof recordingServer>>;
  let host: Host;
  let api: ApiClient;

  beforeAll(async () => {
    meta = await recordingServer(() => ({
      status: 200,
      json: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.lang' }] },
    }));
    host = await startHost({
      listen: false,
      env: {
        WHATSAPP_API_URL: `${meta.url}/v21.0`,
        WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
        WHATSAPP_ACCESS_TOKEN: 'EAAJB-token',
        WHATSAPP_TEMPLATE_LANGUAGES: 'id, pt_BR',
      },
    });
    api = apiClient(host);
  });
  afterAll(async () => {
    await host?.close();
    await meta?.close();
  });

  const languageSentTo = (to: string) =>
    JSON.parse(meta.requests.filter((r) => JSON.parse(r.body).to === to).at(-1)!.body).template.language
      .code as string;

  it('sends the template in the visitor’s language when the app’s templates are approved in it', async () => {
    const state = await api.state();
    expect(
      (await api.intent(state, { channel: 'WHATSAPP', mobile: '628123450001', locale: 'id' })).status,
    ).toBe(200);
    expect(languageSentTo('628123450001')).toBe('id');
    const sent = await api.lastMessage('+628123450001');
    expect(sent.text).toMatch(/^\d{6} adalah kode masuk Sesame Demo Shop Anda\./);
  });

  it('falls back to the app’s template language when they are not', async () => {
    const state = await api.state();
    expect(
      (await api.intent(state, { channel: 'WHATSAPP', mobile: '919812340077', locale: 'hi' })).status,
    ).toBe(200);
    expect(languageSentTo('919812340077')).toBe('en_US');
  });
});

describe('the country list', () => {
  let host: Host;
  let api: ApiClient;
  beforeAll(async () => {
    host = await startHost({ listen: false });
    api = apiClient(host);
  });
  afterAll(() => host?.close());

  it('names and sorts the countries in the visitor’s language (Intl.DisplayNames)', async () => {
    const german = await api.request<Array<{ name: string; iso: string }>>({
      method: 'GET',
      url: API.countryList,
      query: { locale: 'de' },
    });
    expect(german.body.find((c) => c.iso === 'DE')?.name).toBe('Deutschland');
    const names = german.body.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
    const english = await api.request<Array<{ name: string; iso: string }>>({
      method: 'GET',
      url: API.countryList,
    });
    expect(english.body.find((c) => c.iso === 'DE')?.name).toBe('Germany');
  });

  it('follows the app’s language before the browser’s, and the element’s before the app’s', async () => {
    const demo = (await host.services.apps.get('demo'))!;
    await host.services.apps.update('demo', { options: { ...demo.options, locale: 'id' } });
    try {
      const list = (query: Record<string, string>) =>
        api.request<Array<{ name: string; iso: string }>>({
          method: 'GET',
          url: API.countryList,
          query,
          headers: { 'accept-language': 'en' },
        });
      const indonesian = await list({ appId: 'demo' });
      expect(indonesian.status).toBe(200);
      expect(indonesian.body.find((c) => c.iso === 'DE')?.name).toBe('Jerman');
      expect(indonesian.body.find((c) => c.iso === 'NL')?.name).toBe('Belanda');
      const german = await list({ appId: 'demo', locale: 'de' });
      expect(german.body.find((c) => c.iso === 'DE')?.name).toBe('Deutschland');
      // Without the app, the browser's language.
      expect((await list({})).body.find((c) => c.iso === 'DE')?.name).toBe('Germany');
    } finally {
      await host.services.apps.update('demo', { options: demo.options });
    }
  });
});

describe('the sign-in pages in the visitor’s language', () => {
  let host: Host;
  let api: ApiClient;
  beforeAll(async () => {
    host = await startHost();
    api = apiClient(host);
  });
  afterAll(() => host?.close());

  it('serves the hosted login page with locale=id in Indonesian', async () => {
    const page = await api.request({
      method: 'GET',
      url: '/loginPage.html',
      query: { appId: 'demo', locale: 'id' },
      headers: { 'accept-language': 'en' },
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="id" dir="ltr">');
    expect(page.text).toContain('<title>Masuk ke Sesame Demo Shop</title>');
  });

  it('lays the OpenID Connect sign-in page out right to left for ui_locales=ar', async () => {
    const auth = new URL(`${host.url}/oidc/auth`);
    auth.search = new URLSearchParams({
      client_id: 'demo',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: `${host.services.issuer}/demo/callback`,
      state: 'st',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      ui_locales: 'ar en',
    }).toString();
    const started = await fetch(auth, { redirect: 'manual', headers: { 'accept-language': 'en' } });
    expect(started.status, await started.clone().text()).toBe(303);
    const to = new URL(started.headers.get('location')!, host.url);
    expect(to.pathname).toMatch(/^\/oidc\/interaction\//);
    const cookie = started.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const page = await fetch(to, { headers: { cookie, 'accept-language': 'en' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>تسجيل الدخول إلى Sesame Demo Shop</title>');
  });
});

describe('the SSO popup in the sign-in’s language', () => {
  let s: SsoHost;
  beforeAll(async () => {
    s = await startSsoHost();
  });
  afterAll(() => s?.close());

  it('answers the provider’s callback in the language the sign-in began in, not the browser’s', async () => {
    const begun = await s.begin({ body: { locale: 'id' } });
    const { res, status } = await s.signInWith(
      { claims: { sub: 'budi-1', email: 'budi.sso@example.com' } },
      begun,
    );
    expect(res.status).toBe(200);
    expect(status.status).toBe('SUCCESS');
    expect(res.text).toContain('<html lang="id" dir="ltr">');
    expect(res.text).toContain('Anda boleh menutup jendela ini dan kembali ke situs.');
    expect(res.text).not.toContain('You can close this window');
  });
});
