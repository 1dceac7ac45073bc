import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress } from './isPrivateAddress';

export type FetchFn = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

const TIMEOUT_MS = 10_000;
const MAX_BODY_BYTES = 1024 * 1024;

/** Raised when a configured URL resolves to an address the host may not reach. */
export class ForbiddenAddressError extends Error {
  constructor(host: string) {
    super(`${host} resolves to a private or loopback address`);
    this.name = 'ForbiddenAddressError';
  }
}

/**
 * The fetch the host uses for provider endpoints (discovery, JWKS, token, profile):
 * docs/security.md "OAuth / OIDC": redirects are never followed (a 3xx comes back as it is), and with
 * `allowPrivate` off every address the name resolves to is checked at connect time, so a DNS
 * answer cannot switch to a private address between the check and the connection.
 */
export function safeFetch(options: { allowPrivate: boolean }): FetchFn {
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as LookupAddress[];
      if (!options.allowPrivate && list.some((a) => isPrivateAddress(a.address)))
        return callback(new ForbiddenAddressError(hostname), '', 0);
      if (lookupOptions.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
      return callback(null, first.address, first.family);
    });
  };

  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new TypeError(`unsupported URL ${url.protocol}`);
    if (!options.allowPrivate && isLiteralPrivate(url.hostname))
      throw new ForbiddenAddressError(url.hostname);
    const headers = new Headers(init.headers);
    const body = await bodyOf(init.body);
    if (body !== undefined && !headers.has('content-length'))
      headers.set('content-length', String(body.length));
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<Response>((resolve, reject) => {
      const req = send(
        url,
        {
          method: init.method ?? 'GET',
          headers: Object.fromEntries(headers),
          lookup,
          timeout: TIMEOUT_MS,
          signal: init.signal ?? undefined,
        },
        (res) => readResponse(res).then(resolve, reject),
      );
      req.on('timeout', () => req.destroy(new Error(`request to ${url.host} timed out`)));
      req.on('error', reject);
      req.end(body);
    });
  };
}

/** A literal IP in the URL never goes through the resolver, so check it here. */
function isLiteralPrivate(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return /^[\d.]+$/.test(bare) || bare.includes(':') ? isPrivateAddress(bare) : false;
}

async function bodyOf(body: RequestInit['body']): Promise<Buffer | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (body instanceof URLSearchParams) return Buffer.from(body.toString(), 'utf8');
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return Buffer.from(body as Uint8Array);
  return Buffer.from(await new Response(body).arrayBuffer());
}

async function readResponse(res: IncomingMessage): Promise<Response> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) {
      res.destroy();
      throw new Error('response body too large');
    }
    chunks.push(chunk as Buffer);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const status = res.statusCode ?? 502;
  const nullBody = status === 204 || status === 304 || (status >= 100 && status < 200);
  return new Response(nullBody ? null : Buffer.concat(chunks), { status, headers });
}
