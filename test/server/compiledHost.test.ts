import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../contract/paths';
import type { MerchantConfigResponse } from '../../contract/wire';
import { BENCH_APP_ID, BENCH_ORIGIN, BENCH_SECRET, createBenchApp } from '../bench/benchApp';
import { type BenchStorage, postgresStorage, sqliteStorage } from '../bench/benchStorage';
import { buildHost } from '../bench/buildHost';
import { type CodeReader, smtpCodeReader } from '../bench/codeReader';
import { httpClient } from '../bench/httpClient';
import { sesameCalls } from '../bench/sesameCalls';
import { type SpawnedHost, spawnHost } from '../bench/spawnHost';
import { freePort } from '../support/freePort';

/**
 * What production runs: the host as `npm run build:server` compiles it (kysely, jose, nodemailer,
 * pg and ioredis compiled in, the mail thread an entry of its own), on plain node in production
 * mode, on SQLite and on PostgreSQL + Redis. Every other server test runs the sources through
 * tsx; this one catches a package that does not survive the compiling, an on-demand import the
 * build cut wrong, or a thread whose compiled file is not where the host looks for it.
 */
const dist = resolve(import.meta.dirname, '../../dist');
let built: Awaited<ReturnType<typeof buildHost>>;

beforeAll(async () => {
  built = await buildHost();
}, 60_000);
afterAll(() => built?.cleanup());

/** Starts the compiled host on `storage`, checks it, and stops it and clears the storage whatever happened. */
async function checkOn(storage: BenchStorage): Promise<void> {
  let host: SpawnedHost | undefined;
  const mailbox = await smtpCodeReader();
  const SMTP_URL = mailbox.url;
  try {
    await createBenchApp({ ...storage.env, SMTP_URL });
    const port = await freePort();
    host = await spawnHost({
      entry: built.entry,
      port,
      env: {
        ...storage.env,
        SESAME_MODE: 'production',
        SESAME_SECRET: BENCH_SECRET,
        SESAME_DIST: dist,
        SMTP_URL,
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
      },
    });
    await signInPathsAnswer(host);
    await emailSignIn(host, mailbox);
  } finally {
    await host?.stop();
    await mailbox.close();
    await storage.cleanup();
  }
}

/** An email sign-in to the end, its code read from the mail the host's mail thread sent. */
async function emailSignIn(host: SpawnedHost, mailbox: CodeReader) {
  const http = httpClient(host.url, 1, { origin: BENCH_ORIGIN });
  try {
    const api = sesameCalls(http, BENCH_APP_ID);
    const email = 'ada@compiled.example';
    const started = await api.intent(await api.state(), email);
    const code = await api.otp(started, await mailbox.code(email));
    await api.verifyCode(started.state, code);
  } finally {
    await http.close();
  }
}

async function signInPathsAnswer(host: SpawnedHost) {
  const headers = { origin: BENCH_ORIGIN };
  const ready = await request(`${host.url}/readyz`);
  expect(ready.statusCode, await ready.body.text()).toBe(200);

  const state = await request(`${host.url}${API.state}?appId=${BENCH_APP_ID}`, { headers });
  const { state: value } = (await state.body.json()) as { state: string };
  const config = await request(`${host.url}${API.merchantConfig}/${value}?appId=${BENCH_APP_ID}`, {
    headers,
  });
  expect(config.statusCode).toBe(200);
  const body = (await config.body.json()) as MerchantConfigResponse;
  expect(body.channelConfig.flatMap((entry) => entry.channel.map((c) => c.name))).toContain('EMAIL_LOGIN');

  // A bad state: the error shape, not a crash.
  const refused = await request(`${host.url}${API.merchantConfig}/forged?appId=${BENCH_APP_ID}`, { headers });
  expect(refused.statusCode).toBe(400);

  // On-demand pieces: the OpenAPI document (swagger loads on first ask) and the OIDC discovery.
  const openapi = await request(`${host.url}/openapi.json`);
  expect(openapi.statusCode).toBe(200);
  expect(((await openapi.body.json()) as { openapi: string }).openapi).toMatch(/^3\./);
  const discovery = await request(`${host.url}/.well-known/openid-configuration`);
  expect(discovery.statusCode).toBe(200);
  expect(((await discovery.body.json()) as { issuer: string }).issuer).toBe(host.url);

  if (existsSync(join(dist, 'elements.js.br'))) {
    const script = await request(`${host.url}/elements.js`, { headers: { 'accept-encoding': 'br' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    await script.body.arrayBuffer();
  }
}

describe('the compiled host', () => {
  it('starts on SQLite and answers the sign-in, document and discovery paths', async () => {
    await checkOn(sqliteStorage());
  });

  it('starts on PostgreSQL + Redis and answers the same', async (context) => {
    const storage = await postgresStorage(`compiled_${process.pid}`);
    if (!storage) return context.skip();
    await checkOn(storage);
  });
});
