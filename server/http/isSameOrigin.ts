import type { IncomingMessage } from 'node:http';
import type { Services } from '../Services';

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Whether the request comes from a page served by this host (hosted pages, the demo): its
 * `Origin` is PUBLIC_URL's origin. The Host header is the client's to choose, so it decides
 * nothing (docs/security.md 6). In dev mode the same port under another loopback name counts
 * too: `http://127.0.0.1:8787` is the `http://localhost:8787` the host listens on.
 */
export function isSameOrigin(services: Services, request: Pick<IncomingMessage, 'headers'>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === services.issuer) return true;
  return services.config.mode === 'dev' && loopbackAliases(services.issuer).includes(origin);
}

function loopbackAliases(issuer: string): string[] {
  const url = new URL(issuer);
  if (!LOOPBACK.includes(url.hostname)) return [];
  return LOOPBACK.map((name) => `${url.protocol}//${name}${url.port ? `:${url.port}` : ''}`);
}
