import { mkdirSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../support/freePort';
import { BENCH_APP_ID, BENCH_ORIGIN, BENCH_SECRET, createBenchApp } from './benchApp';
import { benchBareConfig } from './benchBareConfig';
import type { BenchSettings } from './benchSettings';
import type { BenchStorage } from './benchStorage';
import { smtpCodeReader } from './codeReader';
import { hostNodeFlags } from './hostNodeFlags';
import { httpClient } from './httpClient';
import { type LatencySummary, medianSummary } from './latencySummary';
import { processRssMb, settled } from './processStats';
import { runLoad } from './runLoad';
import { hasWrk, runWrk } from './runWrk';
import { type Started, sesameCalls } from './sesameCalls';
import { spawnHost } from './spawnHost';
import { openStatusStreams } from './statusStreams';

export interface SesameResult {
  label: string;
  startMs: number;
  idleRssMb: number;
  config: LatencySummary;
  /** A bare node:http server answering the same bytes as the merchant config, same load. */
  bareConfig: LatencySummary;
  intent: LatencySummary;
  status: LatencySummary;
  otp: LatencySummary;
  signIns: LatencySummary;
  streams: { open: number; failed: number; rssMb: number; rssBeforeMb: number; firstError?: string };
}

/**
 * One storage backend: the host in production mode as its own process, the bench app made
 * with the apps tool, then each phase at `connections` concurrent connections.
 */
export async function benchSesame(
  storage: BenchStorage,
  settings: BenchSettings,
  run: { tag: string; distDir: string; hostEntry: string; log: (line: string) => void },
): Promise<SesameResult> {
  const { tag, log } = run;
  // Production mode has no outbox: codes arrive by mail, as they would in a real deployment.
  const codes = await smtpCodeReader();
  // The apps tool runs with the host's settings: it refuses channels the host cannot send.
  await createBenchApp({ ...storage.env, SMTP_URL: codes.url });
  const port = await freePort();
  const profileDir = settings.cpuProfDir ? `${settings.cpuProfDir}/sesame-${tag}` : undefined;
  const host = await spawnHost({
    entry: run.hostEntry,
    port,
    env: {
      ...storage.env,
      SESAME_MODE: 'production',
      SESAME_SECRET: BENCH_SECRET,
      SESAME_DIST: run.distDir,
      SMTP_URL: codes.url,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      STATUS_STREAM_MAX_OPEN: String(settings.streams + 1000),
      // Every load client comes from 127.0.0.1 with 100 browser states: lift the per-client
      // limits out of the way (the limiter itself still runs on every request it guards).
      CLIENT_LIMITS_FACTOR: '100000',
    },
    // The flags `npm start` gives it, as production runs it.
    nodeArgs: [...hostNodeFlags(), ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
  });
  const headers = { origin: BENCH_ORIGIN };
  const http = httpClient(host.url, settings.connections, headers);
  const api = sesameCalls(http, BENCH_APP_ID);
  const domain = `${tag}.bench.example`;
  // When profiling: when each measured phase ran, on the profile's clock (topFrames.ts --phase).
  const phases: PhaseMark[] = [];
  let sent = 0;
  const nextEmail = () => `u${sent++}@${domain}`;
  try {
    log(`  started in ${host.startMs.toFixed(0)} ms`);
    const wrk = hasWrk();
    log(
      wrk
        ? '  GET phases on wrk (C, one thread), the others on the Node generator'
        : '  wrk is not installed (apt-get install wrk): every phase runs on the Node generator, whose own p99 is above 10 ms',
    );
    await sleep(1000);
    const idleRssMb = processRssMb(host.pid);
    const states = await Promise.all(Array.from({ length: settings.connections }, () => api.state()));
    const stateOf = (worker: number) => states[worker] as string;

    // Each phase: an unmeasured warm-up, then the measured run, or `rounds` of them and the
    // median of each figure (the GET phases: a few seconds of other work moves one round).
    // Sides measured together take their rounds in turn, so a slower spell of the machine
    // falls on each of them alike (the merchant config and its bare yardstick).
    const measuredTogether = async (sides: Side[], rounds: number): Promise<LatencySummary[]> => {
      // Each phase on a host that is done with the last one: on two cores, work a phase leaves
      // behind (mails still going out, closing streams) would run inside the next one.
      const waited = await settled(host.pid);
      if (waited > 1) log(`  (the host settled ${waited.toFixed(1)} s after the last phase)`);
      if (settings.warmupMs) for (const side of sides) await side.load(settings.warmupMs);
      const fromUs = monotonicUs();
      const each = sides.map(() => [] as LatencySummary[]);
      for (let round = 0; round < rounds; round++)
        for (const [i, side] of sides.entries())
          each[i]?.push(await side.load(settings.durationMs, side.pid));
      phases.push({ name: sides[0]?.name ?? '', fromUs, toUs: monotonicUs() });
      const line = (r: LatencySummary) =>
        `${r.perSecond.toFixed(0)}/s p50 ${r.p50.toFixed(1)} ms p99 ${r.p99.toFixed(1)} ms, ${r.perHostCpuSecond?.toFixed(0) ?? '-'} per host CPU second${r.errors ? ` (${r.errors} errors: ${r.firstError})` : ''}`;
      return sides.map((side, i) => {
        const rows = each[i] ?? [];
        const result = medianSummary(rows);
        log(`  ${side.name}: ${line(result)}${rounds > 1 ? `, the median of ${rounds} rounds:` : ''}`);
        if (rounds > 1) for (const r of rows) log(`    ${line(r)}`);
        return result;
      });
    };
    const measured = async (name: string, load: Side['load'], pid = host.pid, rounds = 1) =>
      (await measuredTogether([{ name, load, pid }], rounds))[0] as LatencySummary;
    const nodeLoad =
      <T>(next: (worker: number) => T | undefined, run: (input: T, worker: number) => Promise<void>) =>
      (durationMs: number, hostPid?: number) =>
        runLoad({
          concurrency: settings.connections,
          durationMs,
          next,
          run,
          ...(hostPid ? { hostPid } : {}),
        });
    const phase = <T>(
      name: string,
      next: (worker: number) => T | undefined,
      run: (input: T, worker: number) => Promise<void>,
    ) => measured(name, nodeLoad(next, run));
    // The GET phases, whose latency is a target, run on wrk: the Node generator's own ceiling is
    // above it (docs/benchmarks.md). Without wrk they run as any other phase, on `next` and `run`.
    const getLoad = <T>(
      origin: string,
      paths: string[],
      next: (worker: number) => T | undefined,
      run: (input: T, worker: number) => Promise<void>,
    ): Side['load'] =>
      wrk
        ? (durationMs, hostPid) =>
            runWrk({
              origin,
              paths,
              headers,
              connections: settings.connections,
              durationMs,
              ...(hostPid ? { hostPid } : {}),
            })
        : nodeLoad(next, run);
    const getRounds = wrk ? settings.getRounds : 1;

    const configPaths = states.map(api.configPath);
    const [config, bareConfig] = (await benchBareConfig(
      host.url,
      api.configPath(stateOf(0)),
      headers,
      (bare, pid, url) =>
        measuredTogether(
          [
            {
              name: 'merchant config',
              load: getLoad(host.url, configPaths, stateOf, (state) => api.config(state)),
              pid: host.pid,
            },
            {
              name: 'bare node:http, same bytes',
              load: getLoad(url, configPaths, stateOf, (state) =>
                bare.get(api.configPath(state)).then(() => undefined),
              ),
              pid,
            },
          ],
          getRounds,
        ),
    )) as [LatencySummary, LatencySummary];

    const pending: Started[] = [];
    const startOne = async (email: string, worker: number) => {
      pending.push(await api.intent(stateOf(worker), email));
    };
    const intent = await phase('create intent', () => nextEmail(), startOne);

    let polled = 0;
    const status = await measured(
      'status poll',
      getLoad(
        host.url,
        pending.map(api.statusPath),
        () => pending[polled++ % pending.length],
        async (started) => {
          if ((await api.status(started)) !== 'PENDING') throw new Error('status: not PENDING');
        },
      ),
      host.pid,
      getRounds,
    );

    // Enough pending sign-ins for the streams (unmeasured).
    const missing = Math.max(0, settings.streams - pending.length);
    let made = 0;
    const topUp = await runLoad({
      concurrency: settings.connections,
      durationMs: 600_000,
      next: () => (made++ < missing ? nextEmail() : undefined),
      run: startOne,
    });
    if (topUp.errors) log(`  ${topUp.errors} of ${missing} more intents failed: ${topUp.firstError}`);

    const rssBeforeMb = processRssMb(host.pid);
    const opened = await openStatusStreams(
      host.url,
      pending.slice(0, settings.streams).map(api.streamPath),
      headers,
    );
    await sleep(1000);
    const streams: SesameResult['streams'] = {
      open: opened.count,
      failed: opened.failed,
      rssMb: processRssMb(host.pid),
      rssBeforeMb,
    };
    if (opened.firstError) streams.firstError = opened.firstError;
    log(
      `  ${opened.count} open status streams: RSS ${streams.rssMb.toFixed(0)} MB (before ${rssBeforeMb.toFixed(0)} MB)`,
    );
    opened.closeAll();
    await sleep(1000);

    const sentCodes = await codes.all(`@${domain}`);
    let verified = 0;
    const otp = await phase(
      'OTP verification',
      () => pending[verified++],
      async (started) => {
        const code = sentCodes.get(started.email);
        if (!code) throw new Error(`no code for ${started.email}`);
        await api.otp(started, code);
      },
    );

    const signIns = await phase(
      'complete sign-ins',
      () => nextEmail(),
      async (email, worker) => {
        const started = await api.intent(stateOf(worker), email);
        const code = await api.otp(started, await codes.code(email));
        await api.verifyCode(started.state, code);
      },
    );

    return {
      label: storage.label,
      startMs: host.startMs,
      idleRssMb,
      config,
      bareConfig,
      intent,
      status,
      otp,
      signIns,
      streams,
    };
  } finally {
    await http.close();
    await codes.close();
    await host.stop();
    if (profileDir) {
      mkdirSync(profileDir, { recursive: true });
      writeFileSync(`${profileDir}/phases.json`, JSON.stringify(phases, null, 1));
    }
  }
}

/** One load of a phase, against the process `pid` (the host, or a yardstick of its own). */
interface Side {
  name: string;
  load: (durationMs: number, hostPid?: number) => Promise<LatencySummary>;
  pid: number;
}

/** A measured phase's span, in microseconds of the monotonic clock V8's CPU profiles use. */
export interface PhaseMark {
  name: string;
  fromUs: number;
  toUs: number;
}

function monotonicUs(): number {
  return Number(process.hrtime.bigint() / 1000n);
}
