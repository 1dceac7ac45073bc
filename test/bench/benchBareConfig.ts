import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { request } from 'undici';
import { freePort } from '../support/freePort';
import { type HttpClient, httpClient } from './httpClient';
import { spawnHost } from './spawnHost';

/** Headers a bare server would not send by itself but browsers need for the same answer. */
const KEPT_HEADERS = ['content-type', 'access-control-allow-origin', 'vary', 'cache-control'];

/**
 * The yardstick the merchant-config route is held to: one answer of the host (`path`) is copied,
 * bytes and the headers a browser needs, into a bare node:http server in its own process
 * (bareHttpHost.ts), and `measure` runs the same load against it, in the same run (the bench
 * takes the route's rounds and the bare server's in turn).
 */
export async function benchBareConfig<T>(
  hostUrl: string,
  path: string,
  headers: Record<string, string>,
  measure: (bare: HttpClient, pid: number, url: string) => Promise<T>,
): Promise<T> {
  const answer = await request(`${hostUrl}${path}`, { headers });
  const body = await answer.body.text();
  const kept = Object.fromEntries(
    KEPT_HEADERS.flatMap((name) => {
      const value = answer.headers[name];
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );
  const dir = mkdtempSync(join(tmpdir(), 'sesame-bare-'));
  const file = join(dir, 'reply.json');
  writeFileSync(file, JSON.stringify({ headers: kept, body }));
  const bare = await spawnHost({
    entry: resolve(import.meta.dirname, 'bareHttpHost.ts'),
    port: await freePort(),
    env: { BARE_REPLY_FILE: file },
  });
  const http = httpClient(bare.url, 100, headers);
  try {
    return await measure(http, bare.pid, bare.url);
  } finally {
    await http.close();
    await bare.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
