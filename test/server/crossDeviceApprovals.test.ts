import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QR_PHONE_CONFIG_ELEMENT_ID } from '../../contract/crossDevice';
import { API, QR_PATH } from '../../contract/paths';
import { QR_MATCH_PURPOSE, qrMatchValue } from '../../server/channels/qr/checkQrMatch';
import { type ApiClient, apiClient, expectErrorShape, fakeClock, linkPath } from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';
import { writeMmdb } from '../support/writeMmdb';

const DESKTOP_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5; rv:128.0) Gecko/20100101 Firefox/128.0';
const LONDON_IP = '81.2.69.160';

/**
 * docs/security.md "Cross-device approvals": the page that approves a sign-in on another device says
 * who asked (browser and system, time, merchant, and a place only from a configured GeoIP
 * database), and a QR approval needs the number the desktop shows; one wrong number cancels it.
 */
describe('cross-device approvals', () => {
  let host: Host;
  let api: ApiClient;
  const clock = fakeClock();

  beforeAll(async () => {
    const geoip = join(mkdtempSync(join(tmpdir(), 'sesame-geo-')), 'city.mmdb');
    writeMmdb(geoip, [
      {
        cidr: '81.2.69.0/24',
        data: { city: { names: { en: 'London' } }, country: { names: { en: 'United Kingdom' } } },
      },
    ]);
    host = await startHost({
      listen: false,
      overrides: { clock },
      env: { GEOIP_DB: geoip, TRUST_PROXY: 'true' },
    });
    api = apiClient(host);
  });
  afterAll(() => host?.close());

  async function desktopQr(ip = LONDON_IP) {
    const state = await api.state();
    const res = await api.request({
      method: 'POST',
      url: `${API.qrCreate}/${state}`,
      json: { appId: 'demo' },
      headers: { 'user-agent': DESKTOP_UA, 'x-forwarded-for': ip },
    });
    expect(res.status).toBe(200);
    return {
      state,
      asId: res.body.asId as string,
      qrRefId: res.body.qrRefId as string,
      matchCode: res.body.matchCode,
    };
  }
  const approve = (state: string, qrRefId: string, code: string, matchCode?: string) =>
    api.request({
      method: 'POST',
      url: `${API.qrApprove}/${state}`,
      json: { appId: 'demo', qrRefId, code, ...(matchCode === undefined ? {} : { matchCode }) },
    });
  const match = (state: string, qrRefId: string, matchCode: string) =>
    api.request({
      method: 'POST',
      url: `${API.qrMatch}/${state}`,
      json: { appId: 'demo', qrRefId, matchCode },
    });
  const otherNumber = (code: string) => String((Number(code) + 1) % 100).padStart(2, '0');
  const status = async (qr: { state: string; asId: string }) =>
    (await api.status(qr.state, qr.asId)).body.status;

  it('tells only the desktop a two-digit number; the host keeps its keyed hash, the phone page does not have it', async () => {
    const qr = await desktopQr();
    expect(qr.matchCode).toMatch(/^[0-9]{2}$/);
    const row = await host.services.signInRequests.get(qr.asId);
    expect(row?.match_hash).toBeTruthy();
    // The keyed hash of the number, never the number itself (a random hash may hold two digits).
    expect(row?.match_hash).not.toBe(qr.matchCode);
    expect(row?.match_hash).toBe(
      host.services.hasher.hash(QR_MATCH_PURPOSE, qrMatchValue(qr.asId, qr.matchCode)),
    );
    const page = await api.request({ method: 'GET', url: `${QR_PATH}/${qr.qrRefId}` });
    const json = new RegExp(`id="${QR_PHONE_CONFIG_ELEMENT_ID}">([^<]*)<`).exec(page.text)?.[1];
    expect(JSON.parse(json ?? 'null')).toMatchObject({ qrRefId: qr.qrRefId, device: 'Firefox on macOS' });
    expect(json).not.toContain('matchCode');
  });

  it('refuses an approval without the number or with a wrong one, and a wrong one cancels the QR sign-in', async () => {
    const qr = await desktopQr();
    const phone = await api.signIn('match-phone@example.com');
    expect((await approve(phone.state, qr.qrRefId, phone.code)).status).toBe(400);
    expect(await status(qr)).toBe('PENDING');
    const wrong = await approve(phone.state, qr.qrRefId, phone.code, otherNumber(qr.matchCode));
    expect(wrong.status).toBe(400);
    expect(expectErrorShape(wrong).error).toBe('qr_match_failed');
    expect(await status(qr)).toBe('FAILED');
    // The right number comes too late: the QR code is dead, and its page says so.
    const late = await approve(phone.state, qr.qrRefId, phone.code, qr.matchCode);
    expect(expectErrorShape(late).error).toBe('qr_invalid');
    expect((await api.request({ method: 'GET', url: `${QR_PATH}/${qr.qrRefId}` })).status).toBe(400);
  });

  it('lets the phone check the number before it signs in: a right one changes nothing, a wrong one cancels', async () => {
    const qr = await desktopQr();
    const phoneState = await api.state();
    const right = await match(phoneState, qr.qrRefId, qr.matchCode);
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ matched: true });
    expect(await status(qr)).toBe('PENDING');
    const phone = await api.signIn('match-first@example.com');
    expect((await approve(phone.state, qr.qrRefId, phone.code, qr.matchCode)).status).toBe(200);

    const other = await desktopQr();
    const wrong = await match(phoneState, other.qrRefId, otherNumber(other.matchCode));
    expect(expectErrorShape(wrong).error).toBe('qr_match_failed');
    expect(await status(other)).toBe('FAILED');
    expect(expectErrorShape(await match(phoneState, other.qrRefId, other.matchCode)).error).toBe(
      'qr_invalid',
    );
  });

  it('shows the phone the desktop’s browser, system, place and time', async () => {
    const qr = await desktopQr();
    clock.advance(3 * 60_000 - 1);
    const page = await api.request({ method: 'GET', url: `${QR_PATH}/${qr.qrRefId}` });
    expect(page.text).toContain('Sign in to Sesame Demo Shop');
    expect(page.text).toContain('<dd id="request-device">Firefox on macOS</dd>');
    expect(page.text).toContain('London, United Kingdom');
    expect(page.text).toMatch(/<time datetime="[^"]+">\d\d:\d\d UTC<\/time>, 2 minutes ago/);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('shows no place for an address the GeoIP database does not know', async () => {
    const qr = await desktopQr('192.0.2.10');
    const page = await api.request({ method: 'GET', url: `${QR_PATH}/${qr.qrRefId}` });
    expect(page.text).toContain('Firefox on macOS');
    expect(page.text).not.toContain('request-location');
  });

  it('shows the magic link’s reader who asked: browser, system, place, time and merchant', async () => {
    const state = await api.state();
    const res = await api.request({
      method: 'POST',
      url: `${API.intent}/${state}`,
      json: { appId: 'demo', channel: 'MAGIC_LINK', email: 'asker@example.com' },
      headers: { 'user-agent': DESKTOP_UA, 'x-forwarded-for': LONDON_IP },
    });
    expect(res.status).toBe(200);
    const { path } = linkPath((await api.lastMessage('asker@example.com')).link!);
    const page = await api.request({ method: 'GET', url: path });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Sign in to Sesame Demo Shop');
    expect(page.text).toContain('<dd id="request-device">Firefox on macOS</dd>');
    expect(page.text).toContain('London, United Kingdom');
    expect(page.text).toMatch(/\d\d:\d\d UTC<\/time>, just now/);
  });
});

describe('cross-device approvals without a GeoIP database', () => {
  let host: Host;
  beforeAll(async () => {
    host = await startHost({ listen: false, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => host?.close());

  it('shows no place at all rather than a guessed one', async () => {
    const api = apiClient(host);
    const state = await api.state();
    await api.request({
      method: 'POST',
      url: `${API.intent}/${state}`,
      json: { appId: 'demo', channel: 'MAGIC_LINK', email: 'nogeo@example.com' },
      headers: { 'user-agent': DESKTOP_UA, 'x-forwarded-for': LONDON_IP },
    });
    const { path } = linkPath((await api.lastMessage('nogeo@example.com')).link!);
    const page = await api.request({ method: 'GET', url: path });
    expect(page.text).toContain('Firefox on macOS');
    expect(page.text).not.toContain('London');
    expect(page.text).not.toContain('request-location');
  });
});
