import { describe, expect, it } from 'vitest';
import { emailMessage } from '../../server/delivery/emailMessage';
import { MimeMailComposer } from '../../server/delivery/MimeMailComposer';
import { quotedPrintable } from '../../server/delivery/quotedPrintable';
import { decodeQuotedPrintable, readMail } from '../support/readMail';

const LINK = `https://sesame.example/l/${'A1b2-C3d4_'.repeat(8)}`;

describe('quotedPrintable', () => {
  it('decodes back to the text, with lines of at most 76 characters and no trailing white space', () => {
    const texts = [
      'plain ASCII',
      `long ${'word '.repeat(40)}end`,
      'ends with a space ',
      'tab\tand = sign\nnext line \nthird',
      'Café — ünïcödé: 日本語のテキスト'.repeat(6),
      `<p style="font-size:32px;letter-spacing:8px">${'x'.repeat(200)}</p>`,
    ];
    for (const text of texts) {
      const encoded = quotedPrintable(text);
      expect(decodeQuotedPrintable(encoded)).toBe(text);
      for (const line of encoded.split('\r\n')) {
        expect(line.length).toBeLessThanOrEqual(76);
        expect(line).not.toMatch(/[ \t]$/);
      }
      expect(encoded).not.toMatch(/(^|[^\r])\n/);
    }
  });
});

describe('MimeMailComposer', () => {
  const composer = new MimeMailComposer('Sesame <no-reply@sesame.test>');

  it('writes the sign-in mail with its headers and both parts as emailMessage made them', () => {
    for (const [locale, code] of [
      ['en', '493027'],
      ['en', '000001'],
      ['hi', '777777'],
      ['ar', '123456'],
    ] as const) {
      const message = emailMessage({
        appId: 'acme',
        appName: 'Café Acme',
        to: 'ada@example.com',
        code,
        link: LINK,
        locale,
      });
      const { envelope, raw } = composer.compose(message);
      expect(envelope).toEqual({ from: 'no-reply@sesame.test', to: ['ada@example.com'] });
      const read = readMail(raw);
      expect(read.headers.get('from')).toBe('Sesame <no-reply@sesame.test>');
      expect(read.headers.get('to')).toBe('ada@example.com');
      expect(read.headers.get('subject')).toBe(message.subject);
      expect(read.headers.get('mime-version')).toBe('1.0');
      expect(read.text).toBe(message.text);
      expect(read.html).toBe(message.html);
      for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
    }
  });

  it('fills a kept template with each message’s own code and link, even where the code recurs in the text', () => {
    const first = emailMessage({
      appId: 'acme',
      appName: 'Acme 111111',
      to: 'a@example.com',
      code: '111111',
      link: LINK,
      locale: 'en',
    });
    const second = emailMessage({
      appId: 'acme',
      appName: 'Acme 111111',
      to: 'b@example.com',
      code: '222222',
      link: `${LINK}x`,
      locale: 'en',
    });
    const third = emailMessage({
      appId: 'acme',
      appName: 'Acme',
      to: 'c@example.com',
      code: '111111',
      locale: 'en',
    });
    for (const message of [first, second, third, first]) {
      const read = readMail(composer.compose(message).raw);
      expect(read.headers.get('subject')).toBe(message.subject);
      expect(read.text).toBe(message.text);
      expect(read.html).toBe(message.html);
    }
  });

  it('gives each message its own Message-ID and a current Date', () => {
    const message = emailMessage({
      appId: 'acme',
      appName: 'Acme',
      to: 'a@example.com',
      code: '1',
      locale: 'en',
    });
    const ids = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const headers = readMail(composer.compose(message).raw).headers;
      ids.add(headers.get('message-id') ?? '');
      expect(Math.abs(Date.parse(headers.get('date') ?? '') - Date.now())).toBeLessThan(5000);
    }
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^<[0-9a-f-]{36}@sesame\.test>$/);
  });

  it('encodes a sender name and a subject that are not plain ASCII, and refuses a recipient that would add a header', () => {
    const other = new MimeMailComposer('"Zoë, Ltd" <hi@zoe.example>');
    const subject = `=?x? ${'Sign in to Zoë '.repeat(6)}`;
    const read = readMail(
      other.compose({ appId: 'z', channel: 'EMAIL', to: 'zoë@example.com', subject, text: 'hi' }).raw,
    );
    expect(read.headers.get('from')).toBe('Zoë, Ltd <hi@zoe.example>');
    expect(read.headers.get('subject')).toBe(subject);
    expect(read.text).toBe('hi');
    expect(() =>
      other.compose({ appId: 'z', channel: 'EMAIL', to: 'a@example.com\r\nBcc: b@example.com', text: 'hi' }),
    ).toThrow(TypeError);
  });
});
