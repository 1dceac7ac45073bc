import { describe, expect, it } from 'vitest';
import { mailboxKey } from '../../server/signin/mailboxKey';
import { apiClient, expectErrorShape } from '../support/apiClient';
import { fakeClockHost } from '../support/fakeClockHost';

/**
 * docs/security.md "Codes": a send's budget (60 s apart, 5 in any 10 minutes) belongs to one app
 * and one mailbox or number, and only a message that goes out spends it.
 */
describe('send budgets', () => {
  const env = fakeClockHost();

  const send = async (body: Record<string, unknown>, api = env.api) => api.intent(await api.state(), body);
  const email = (address: string) => send({ channel: 'EMAIL_LOGIN', email: address });

  it('spends nothing on a resend that names another address', async () => {
    const state = await env.api.state();
    const alice = await env.api.intent(state, { channel: 'EMAIL_LOGIN', email: 'alice@example.com' });
    const mismatched = await env.api.intent(state, {
      channel: 'EMAIL_LOGIN',
      email: 'bob@example.com',
      resend: true,
      asId: alice.body.asId,
    });
    expect(mismatched.status).toBe(404);
    expect((await email('bob@example.com')).status).toBe(200);
  });

  it('spends nothing on an SMS refused for its country: the number still gets a WhatsApp code', async () => {
    const sms = await send({ channel: 'SMS', mobile: '819012345678' });
    expect(expectErrorShape(sms).error).toBe('country_not_allowed');
    const whatsapp = await send({ channel: 'WHATSAPP', mobile: '819012345678' });
    expect(whatsapp.status).toBe(200);
  });

  it('keeps apps apart: sends asked for on another app do not use up this one', async () => {
    const demo = (await env.host.services.apps.get('demo'))!;
    await env.host.services.apps.create({
      ...demo,
      id: 'other',
      clientId: 'other',
      clientSecret: 'other-secret',
    });
    const other = apiClient(env.host, { appId: 'other' });
    for (let i = 0; i < 5; i++) {
      expect((await send({ channel: 'EMAIL_LOGIN', email: 'alice@example.com' }, other)).status).toBe(200);
      env.clock.advance(60_000);
    }
    expect((await send({ channel: 'EMAIL_LOGIN', email: 'alice@example.com' }, other)).status).toBe(429);
    expect((await email('alice@example.com')).status).toBe(200);
  });

  it('counts plus, dot, % and googlemail spellings of one mailbox as one destination', async () => {
    expect((await email('ada.lovelace@gmail.com')).status).toBe(200);
    for (const variant of [
      'adalovelace+news@gmail.com',
      'a.d.a.l.o.v.e.l.a.c.e@googlemail.com',
      'ada.lovelace%gmail.com@relay.example',
      'AdaLovelace+x.y@GMAIL.com',
    ]) {
      const res = await email(variant);
      expect(res.status, variant).toBe(429);
      expect(expectErrorShape(res).error).toBe('rate_limited');
      expect(Number(res.headers['retry-after'])).toBe(60);
    }
    expect(await env.api.outbox('adalovelace+news@gmail.com')).toHaveLength(0);
  });

  it('never uses the mailbox key for identity: a tagged address signs in as itself', async () => {
    const { state, code } = await env.api.signIn('ada+shop@example.com');
    const verified = await env.api.verifyCode(state, code);
    expect(verified.body.user.email).toBe('ada+shop@example.com');
  });

  it('refuses SMS to numbers that are not mobile, with 400 number_not_mobile, sending nothing', async () => {
    for (const mobile of [
      '19005551234', // US premium rate
      '448712345678', // UK premium rate
      '447011234567', // UK personal number
      '911800123456', // India toll-free
      '911123456789', // Delhi fixed line
      '442071838750', // London fixed line
    ]) {
      const res = await send({ channel: 'SMS', mobile });
      expect(res.status, mobile).toBe(400);
      expect(expectErrorShape(res).error).toBe('number_not_mobile');
      expect(res.body.details).toEqual({ mobile: 'Sign-in by SMS needs a mobile number.' });
      expect(await env.api.outbox(`+${mobile}`)).toHaveLength(0);
    }
    // Mobile numbers, and US numbers that may be either, are served.
    const mobile = await send({ channel: 'SMS', mobile: '447400123456' });
    expect(mobile.status, JSON.stringify(mobile.body)).toBe(200);
    expect((await send({ channel: 'SMS', mobile: '14155550100' })).status).toBe(200);
  });
});

describe('mailboxKey', () => {
  it('folds tags, dots, % routes and googlemail.com, and keeps distinct mailboxes apart', () => {
    expect(mailboxKey('a.b+c@gmail.com')).toBe('ab@gmail.com');
    expect(mailboxKey('a.b@googlemail.com')).toBe('ab@gmail.com');
    expect(mailboxKey('ab%example.org@relay.net')).toBe('ab@example.org');
    expect(mailboxKey('ab%c@relay.net')).toBe('ab@relay.net');
    expect(mailboxKey('j.doe@company.example')).toBe('jdoe@company.example');
    expect(mailboxKey('ab@example.org')).not.toBe(mailboxKey('ab@example.net'));
    expect(mailboxKey('ab@example.org')).not.toBe(mailboxKey('abc@example.org'));
  });
});
