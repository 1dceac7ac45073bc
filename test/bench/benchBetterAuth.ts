import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../support/freePort';
import type { BenchSettings } from './benchSettings';
import { smtpCodeReader } from './codeReader';
import { expectStatus, httpClient } from './httpClient';
import type { LatencySummary } from './latencySummary';
import { processRssMb } from './processStats';
import { runLoad } from './runLoad';
import { spawnHost } from './spawnHost';

export interface PeerResult {
  label: string;
  startMs: number;
  idleRssMb: number;
  signIns: LatencySummary;
}

/**
 * The same email-OTP sign-in through Better Auth (test/bench/betterAuthHost.ts) on SQLite, at the
 * same concurrency: send the code (by SMTP, as the Sesame host does), read it from the mail the
 * bench's SMTP server receives, sign in with it.
 */
export async function benchBetterAuth(
  settings: BenchSettings,
  log: (line: string) => void,
): Promise<PeerResult> {
  const dir = mkdtempSync(join(tmpdir(), 'better-auth-bench-'));
  const path = join(dir, 'auth.db');
  const codes = await smtpCodeReader();
  const host = await spawnHost({
    entry: 'test/bench/betterAuthHost.ts',
    port: await freePort(),
    env: { SQLITE_PATH: path, SMTP_URL: codes.url, NODE_ENV: 'production' },
    nodeArgs: settings.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${settings.cpuProfDir}/better-auth`] : [],
  }).catch(async (error: unknown) => {
    await codes.close();
    throw error;
  });
  const http = httpClient(host.url, settings.connections, { origin: host.url });
  let sent = 0;
  try {
    log(`  started in ${host.startMs.toFixed(0)} ms`);
    await sleep(1000);
    const idleRssMb = processRssMb(host.pid);
    const signIn = async (email: string) => {
      const send = await http.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
      expectStatus(send, 200, 'send-verification-otp');
      const otp = await codes.code(email);
      const body = expectStatus(
        await http.post('/api/auth/sign-in/email-otp', { email, otp }),
        200,
        'sign-in',
      );
      if (typeof body.token !== 'string') throw new Error('sign-in: no session token');
    };
    const options = {
      concurrency: settings.connections,
      next: () => `u${sent++}@peer.bench.example`,
      run: signIn,
    };
    if (settings.warmupMs) await runLoad({ ...options, durationMs: settings.warmupMs });
    const signIns = await runLoad({ ...options, durationMs: settings.durationMs, hostPid: host.pid });
    log(
      `  complete sign-ins: ${signIns.perSecond.toFixed(0)}/s p50 ${signIns.p50.toFixed(1)} ms p99 ${signIns.p99.toFixed(1)} ms${signIns.errors ? ` (${signIns.errors} errors: ${signIns.firstError})` : ''}`,
    );
    return { label: 'Better Auth (email OTP, SQLite)', startMs: host.startMs, idleRssMb, signIns };
  } finally {
    await http.close();
    await codes.close();
    await host.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
