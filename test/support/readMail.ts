/** What a test reads from a raw message: decoded headers and the text and HTML parts. */
export interface ReadMail {
  headers: Map<string, string>;
  text: string | undefined;
  html: string | undefined;
}

/**
 * A minimal MIME reader for the messages nodemailer builds: unfolded headers, RFC 2047
 * encoded words, multipart bodies, quoted-printable and base64 parts. Enough for tests; not
 * a general parser.
 */
export function readMail(raw: string): ReadMail {
  const mail: ReadMail = { headers: new Map(), text: undefined, html: undefined };
  const root = readPart(raw);
  mail.headers = root.headers;
  collect(root, mail);
  return mail;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function collect(part: Part, mail: ReadMail): void {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collect(readPart(section.replace(/^\r?\n/, '')), mail);
    }
    return;
  }
  const body = decodeBody(part.body, part.headers.get('content-transfer-encoding') ?? '7bit');
  if (type.startsWith('text/plain')) mail.text ??= body;
  else if (type.startsWith('text/html')) mail.html ??= body;
}

function readPart(raw: string): Part {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body.replace(/\r?\n$/, '');
  }
}

/** RFC 2045 §6.7: soft line breaks (`=` at the end of a line) join lines; `=XX` is a byte. */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/[ \t]*\r?\n$/, '').replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
