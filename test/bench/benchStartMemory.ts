import { setTimeout as sleep } from 'node:timers/promises';
import { STATUS_STREAM_HEARTBEAT_MS } from '../../contract/channelConstants';
import { freePort } from '../support/freePort';
import { BENCH_APP_ID, BENCH_ORIGIN, BENCH_SECRET, createBenchApp } from './benchApp';
import { copyOfWidgetBuild, sqliteStorage } from './benchStorage';
import { buildHost } from './buildHost';
import { smtpCodeReader } from './codeReader';
import { hostNodeFlags } from './hostNodeFlags';
import { httpClient } from './httpClient';
import { median } from './latencySummary';
import { processCpuSeconds, processRssMb } from './processStats';
import { runLoad } from './runLoad';
import { type Started, sesameCalls } from './sesameCalls';
import { spawnHost } from './spawnHost';
import { openStatusStreams } from './statusStreams';

/**
 * `npx tsx test/bench/benchStartMemory.ts [--starts N] [--streams N] [--settle S] [--cpu-prof DIR]`:
 * only the host's start time, idle RSS and RSS with open status streams, on SQLite in production mode
 * (compiled, plain node). No throughput phase, so it can run on a busy machine: start is the
 * median of N starts to /readyz 200 (with the host's CPU time then, which other work on the
 * machine disturbs less than the wall clock), idle RSS is read 1 s after start, and once more
 * after the last start's host has been left alone for S seconds (150 unless told). With the streams
 * open, RSS is read 2 s after opening and then every second over two heartbeats (the largest
 * figure counts: every heartbeat re-reads storage for each stream).
 */
async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const flag = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const starts = Number(flag('starts') ?? 5);
  const streamCount = Number(flag('streams') ?? 10_000);
  const cpuProfDir = flag('cpu-prof');
  const settleS = Number(flag('settle') ?? 150);
  const log = (line: string) => console.log(line);
  const dist = copyOfWidgetBuild(log);
  const host = await buildHost();
  const storage = sqliteStorage();
  const codes = await smtpCodeReader();
  try {
    await createBenchApp({ ...storage.env, SMTP_URL: codes.url });
    const spawn = async () => {
      const port = await freePort();
      return spawnHost({
        entry: host.entry,
        port,
        healthPath: '/readyz',
        env: {
          ...storage.env,
          SESAME_MODE: 'production',
          SESAME_SECRET: BENCH_SECRET,
          SESAME_DIST: dist.dir,
          SMTP_URL: codes.url,
          HOST: '127.0.0.1',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          LOG_LEVEL: 'warn',
          STATUS_STREAM_MAX_OPEN: String(streamCount + 1000),
          CLIENT_LIMITS_FACTOR: '100000',
        },
        nodeArgs: [...hostNodeFlags(), ...(cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [])],
      });
    };
    const startTimes: number[] = [];
    const idle: number[] = [];
    const cpu: number[] = [];
    let settled: { rss: number; afterS: number } | undefined;
    for (let i = 0; i < starts; i++) {
      const h = await spawn();
      startTimes.push(h.startMs);
      cpu.push(processCpuSeconds(h.pid) * 1000);
      await sleep(1000);
      idle.push(processRssMb(h.pid));
      if (i === starts - 1 && settleS > 0) settled = await idleFor(h.pid, settleS);
      await h.stop();
    }
    log(
      `start to /readyz: ${startTimes.map((t) => t.toFixed(0)).join(', ')} ms; median ${median(startTimes).toFixed(0)} ms (target ≤ 1000)`,
    );
    log(`CPU time to ready (less sensitive to the machine's load): median ${median(cpu).toFixed(0)} ms`);
    log(
      `idle RSS 1 s after start: ${idle.map((m) => m.toFixed(0)).join(', ')} MB; median ${median(idle).toFixed(0)} MB (target ≤ 100)`,
    );
    if (settled) {
      log(
        `idle RSS after ${settleS} s without a request: ${settled.rss.toFixed(0)} MB (V8 gave back the start's young generation ${settled.afterS} s after the start)`,
      );
    }
    if (!streamCount) return;

    const h = await spawn();
    const headers = { origin: BENCH_ORIGIN };
    const http = httpClient(h.url, 50, headers);
    const api = sesameCalls(http, BENCH_APP_ID);
    try {
      const states = await Promise.all(Array.from({ length: 50 }, () => api.state()));
      const pending: Started[] = [];
      let made = 0;
      const load = await runLoad({
        concurrency: 50,
        durationMs: 600_000,
        next: () => (made < streamCount ? `u${made++}@mem.bench.example` : undefined),
        run: async (email: string, worker: number) => {
          pending.push(await api.intent(states[worker] as string, email));
        },
      });
      if (load.errors) log(`  ${load.errors} intents failed: ${load.firstError}`);
      await sleep(1000);
      const before = processRssMb(h.pid);
      const opened = await openStatusStreams(h.url, pending.map(api.streamPath), headers);
      await sleep(2000);
      const rss = processRssMb(h.pid);
      // Open streams beat (and re-read storage) every heartbeat: what a deployment holding them
      // sees is the most the host takes over two heartbeats, not only the moment after opening.
      let peak = rss;
      for (let waited = 0; waited < 2 * STATUS_STREAM_HEARTBEAT_MS + 3000; waited += 1000) {
        await sleep(1000);
        peak = Math.max(peak, processRssMb(h.pid));
      }
      log(
        `${opened.count} open status streams (${opened.failed} failed${opened.firstError ? `: ${opened.firstError}` : ''}): RSS ${rss.toFixed(0)} MB 2 s after opening, at most ${peak.toFixed(0)} MB over two heartbeats, before ${before.toFixed(0)} MB (target ≤ 200)`,
      );
      opened.closeAll();
    } finally {
      await http.close();
      await h.stop();
    }
  } finally {
    await codes.close();
    await storage.cleanup();
    host.cleanup();
    dist.cleanup();
  }
}

/**
 * RSS of a host left without a request for `seconds`. V8 keeps the young generation at the size
 * the start's allocations grew it to (16 MB semi-spaces) until its memory reducer, which waits for
 * the allocation rate it measured at the start to age out, collects with memory reduction: about
 * 100 s after the start's last GC. `afterS` is when RSS first fell by more than 5 MB.
 */
async function idleFor(pid: number, seconds: number): Promise<{ rss: number; afterS: number }> {
  const first = processRssMb(pid);
  let afterS = Number.NaN;
  for (let s = 1; s <= seconds; s++) {
    await sleep(1000);
    if (Number.isNaN(afterS) && processRssMb(pid) < first - 5) afterS = s + 1;
  }
  return { rss: processRssMb(pid), afterS };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
