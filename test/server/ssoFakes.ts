import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, exportPKCS8, generateKeyPair, type JWK, SignJWT } from 'jose';
import { type FetchFn, safeFetch } from '../../server/sso/safeFetch';

/** One request a fake provider received, as the real provider would have. */
export interface Recorded {
  method: string;
  /** The provider's host the request was meant for (the URL before it was routed here). */
  host: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (req: Recorded) => {
  status?: number;
  json?: unknown;
  headers?: Record<string, string>;
};

/**
 * Real HTTP servers on 127.0.0.1 playing providers' endpoints. `fetch` sends a request for
 * `https://host/path` here (with the host in `x-original-host`), so the code under test calls
 * the providers' real URLs; `on('host/path', …)` answers them and every request is recorded.
 */
export async function startFakeProviders() {
  const handlers = new Map<string, Handler>();
  const requests: Recorded[] = [];
  const server = createServer((req, res) => void handle(req, res));
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const host = String(req.headers['x-original-host'] ?? req.headers.host);
    const recorded: Recorded = {
      method: req.method ?? 'GET',
      host,
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(recorded);
    const handler = handlers.get(`${host}${url.pathname}`);
    if (!handler) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not_found"}');
      return;
    }
    try {
      const answer = handler(recorded);
      res
        .writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers })
        .end(answer.json === undefined ? '' : JSON.stringify(answer.json));
    } catch (error) {
      res
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: String(error) }));
    }
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const direct = safeFetch({ allowPrivate: true });
  const fetch: FetchFn = (input, init = {}) => {
    const original = new URL(input instanceof Request ? input.url : input.toString());
    const headers = new Headers(init.headers);
    headers.set('x-original-host', original.host);
    return direct(`http://127.0.0.1:${port}${original.pathname}${original.search}`, { ...init, headers });
  };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    fetch,
    on(hostPath: string, handler: Handler) {
      handlers.set(hostPath, handler);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeProviders = Awaited<ReturnType<typeof startFakeProviders>>;

/** A provider's signing key: its JWKS and ID tokens signed with it. */
export async function signingKey(alg: 'RS256' | 'ES256', kid = `${alg}-key`) {
  const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' };
  return {
    jwks: { keys: [publicJwk] },
    pkcs8: await exportPKCS8(privateKey),
    publicKey,
    sign: (claims: Record<string, unknown>, header: Record<string, unknown> = {}) =>
      new SignJWT(claims).setProtectedHeader({ alg, kid, typ: 'JWT', ...header }).sign(privateKey),
  };
}

/** An unsigned JWT (`alg: none`), which no check may accept. */
export function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

/** The form body or JSON body of a token request, as a map. */
export function bodyParams(req: Recorded): Record<string, string> {
  const type = String(req.headers['content-type'] ?? '');
  if (type.startsWith('application/json')) return JSON.parse(req.body) as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(req.body));
}

/** `Authorization: Basic` credentials, decoded (RFC 6749 §2.3.1: form-urlencoded first). */
export function basicAuth(req: Recorded): { id: string; secret: string } | undefined {
  const header = String(req.headers.authorization ?? '');
  if (!header.startsWith('Basic ')) return undefined;
  const [id = '', secret = ''] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
  return { id: decodeURIComponent(id), secret: decodeURIComponent(secret) };
}
