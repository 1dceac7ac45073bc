import { randomUUID } from 'node:crypto';
import type { OutgoingMessage } from './Delivery';
import { quotedPrintable } from './quotedPrintable';

/** `=_` never occurs in quoted-printable text (`=` is followed by hex or a line break). */
const BOUNDARY = '=_sesame-alternative';
/** Prepared bodies kept per instance: an app's sign-in mail in each language and form. */
const MAX_TEMPLATES = 500;
/** UTF-8 bytes per encoded word: 52 base64 characters, so `Subject: ` and a word fit in 76. */
const WORD_BYTES = 39;
const SOFT_BREAK = '=\r\n';

/** The body of one kind of message, encoded, with the per-message values (code, link) left out. */
interface Template {
  /** Encoded text between the values; one more than `slots`. */
  pieces: string[];
  /** Which value goes between piece i and i + 1: 0 the code, 1 the link. */
  slots: number[];
}

/**
 * Writes a message as the raw MIME nodemailer sends as it is (its `raw` option): the same
 * headers, text and HTML parts a recipient got when nodemailer composed each mail through its
 * MIME streams, at a fraction of the CPU. A sign-in mail differs from the last one of its app
 * and language only in its code and link, so its body is encoded once and kept, with those two
 * left out; each message fills them in and gets its own Message-ID, Date, recipient and subject.
 */
export class MimeMailComposer {
  readonly #fromHeader: string;
  readonly #fromAddress: string;
  readonly #domain: string;
  readonly #templates = new Map<string, Template>();

  constructor(from: string) {
    const sender = mailSender(from);
    this.#fromAddress = sender.address;
    this.#domain = this.#fromAddress.slice(this.#fromAddress.lastIndexOf('@') + 1);
    this.#fromHeader = sender.name ? `${displayName(sender.name)} <${sender.address}>` : sender.address;
  }

  /** The SMTP envelope and the raw message for one email. */
  compose(message: OutgoingMessage): {
    envelope: { from: string; to: string[] };
    raw: string;
    messageId: string;
  } {
    // Addresses reach here validated; a line break would start a header of its own.
    if (/[\p{Cc}\s<>,;]/u.test(message.to)) throw new TypeError('not a single mail address');
    const messageId = `<${randomUUID()}@${this.#domain}>`;
    const head = [
      `From: ${this.#fromHeader}`,
      `To: ${message.to}`,
      ...(message.subject ? [subjectHeader(message.subject)] : []),
      `Message-ID: ${messageId}`,
      `Date: ${new Date().toUTCString().replace('GMT', '+0000')}`,
      'MIME-Version: 1.0',
    ];
    const values = [message.code, message.link];
    const text = this.#encoded(message.text, values);
    const raw =
      message.html === undefined
        ? `${head.join('\r\n')}\r\n${textPart('plain', text)}\r\n`
        : `${head.join('\r\n')}\r\nContent-Type: multipart/alternative; boundary="${BOUNDARY}"\r\n\r\n` +
          `--${BOUNDARY}\r\n${textPart('plain', text)}\r\n` +
          `--${BOUNDARY}\r\n${textPart('html', this.#encoded(message.html, values))}\r\n` +
          `--${BOUNDARY}--\r\n`;
    return { envelope: { from: this.#fromAddress, to: [message.to] }, raw, messageId };
  }

  /** `content` quoted-printable, from its kept template when one of this kind was sent before. */
  #encoded(content: string, values: (string | undefined)[]): string {
    const { fixed, slots } = split(content, values);
    const key = `${slots.join(',')}\0${fixed.join('\0')}`;
    let template = this.#templates.get(key);
    if (!template) {
      if (this.#templates.size >= MAX_TEMPLATES) this.#templates.clear();
      template = { pieces: fixed.map(quotedPrintable), slots };
      this.#templates.set(key, template);
    }
    let out = template.pieces[0] as string;
    for (const [i, slot] of template.slots.entries())
      out += `${SOFT_BREAK}${quotedPrintable(values[slot] as string)}${SOFT_BREAK}${template.pieces[i + 1]}`;
    return out;
  }
}

/**
 * `MAIL_FROM` read as `Name <address>` or a bare address; throws a TypeError when it holds no
 * single mail address.
 */
export function mailSender(from: string): { name: string; address: string } {
  const named = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(from);
  const address = named ? (named[2] as string) : from.trim();
  if (!/^[^\s<>@]+@[^\s<>@]+$/.test(address)) throw new TypeError(`not a mail address: ${from}`);
  return { name: named?.[1]?.replace(/^"(.*)"$/, '$1') ?? '', address };
}

/** `content` cut at each occurrence of the values: the text around them, and which one was where. */
function split(content: string, values: (string | undefined)[]): { fixed: string[]; slots: number[] } {
  const fixed: string[] = [];
  const slots: number[] = [];
  let from = 0;
  for (;;) {
    let at = -1;
    let slot = -1;
    for (const [i, value] of values.entries()) {
      if (!value) continue;
      const found = content.indexOf(value, from);
      if (
        found >= 0 &&
        (at < 0 || found < at || (found === at && value.length > (values[slot] as string).length))
      ) {
        at = found;
        slot = i;
      }
    }
    if (at < 0) break;
    fixed.push(content.slice(from, at));
    slots.push(slot);
    from = at + (values[slot] as string).length;
  }
  fixed.push(content.slice(from));
  return { fixed, slots };
}

function textPart(subtype: 'plain' | 'html', encoded: string): string {
  return `Content-Type: text/${subtype}; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${encoded}`;
}

/** Plain when it is short printable ASCII; otherwise RFC 2047 encoded words, folded. */
function subjectHeader(subject: string): string {
  if (/^[\x20-\x7e]{0,68}$/.test(subject) && !subject.includes('=?')) return `Subject: ${subject}`;
  return `Subject: ${encodedWords(subject)}`;
}

/** A display name as a phrase: as it is when only letters, digits and spaces; quoted or encoded otherwise. */
function displayName(name: string): string {
  if (/^[A-Za-z0-9 !#$%&'*+\-/=?^_`{|}~]*$/.test(name) && !name.includes('=?')) return name;
  if (/^[\x20-\x7e]*$/.test(name)) return `"${name.replace(/["\\]/g, '\\$&')}"`;
  return encodedWords(name);
}

/** RFC 2047 §4.1 "B" encoded words of at most WORD_BYTES each, never splitting a character. */
function encodedWords(value: string): string {
  const words: string[] = [];
  let chunk = '';
  let bytes = 0;
  for (const char of value) {
    const size = Buffer.byteLength(char);
    if (bytes + size > WORD_BYTES) {
      words.push(chunk);
      chunk = '';
      bytes = 0;
    }
    chunk += char;
    bytes += size;
  }
  words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString('base64')}?=`).join('\r\n ');
}
