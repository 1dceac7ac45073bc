import { execSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { benchBetterAuth, type PeerResult } from './benchBetterAuth';
import { benchReport } from './benchReport';
import { benchSesame, type SesameResult } from './benchSesame';
import { parseBenchSettings } from './benchSettings';
import { type BenchStorage, copyOfWidgetBuild, postgresStorage, sqliteStorage } from './benchStorage';
import { checkTargets } from './benchTargets';
import { buildHost } from './buildHost';

/**
 * `npm run bench`: the provider host's throughput, latency, memory and start time on SQLite and
 * on PostgreSQL + Redis, beside Better Auth's email-OTP sign-in. Options: --duration S,
 * --warmup S, --rounds N (of each GET phase), --connections N, --streams N,
 * --backends sqlite,postgres, --no-peer, --quick,
 * --cpu-prof DIR. Targets are printed with PASS/FAIL; the exit code is 0 unless the run broke.
 */
async function main(): Promise<void> {
  const settings = parseBenchSettings(process.argv.slice(2));
  const log = (line: string) => console.log(line);
  const runId = Date.now().toString(36);
  const fdLimit = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim());
  log(
    `Sesame bench: ${settings.durationMs / 1000} s per phase after ${settings.warmupMs / 1000} s warm-up, ` +
      `${settings.connections} connections, ${settings.streams} streams, ${availableParallelism()} CPUs, ` +
      `Node ${process.version}, open-file limit ${fdLimit}, load average ${loadText()}`,
  );
  if (fdLimit < settings.streams + 1000)
    log(`  warning: raise the open-file limit (ulimit -n) above ${settings.streams + 1000}`);

  const dist = copyOfWidgetBuild(log);
  const results: SesameResult[] = [];
  const host = await buildHost();
  try {
    for (const backend of settings.backends) {
      const storage: BenchStorage | undefined =
        backend === 'sqlite' ? sqliteStorage() : await postgresStorage(runId);
      if (!storage) {
        log(`\n${backend}: skipped (PostgreSQL is not reachable)`);
        continue;
      }
      log(`\nSesame on ${storage.label}`);
      try {
        results.push(
          await benchSesame(storage, settings, {
            tag: `${backend}-${runId}`,
            distDir: dist.dir,
            hostEntry: host.entry,
            log,
          }),
        );
      } catch (error) {
        log(`  failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        const note = await storage.cleanup();
        if (note) log(`  ${note}`);
      }
    }
  } finally {
    dist.cleanup();
    host.cleanup();
  }
  let peer: PeerResult | undefined;
  if (settings.peer) {
    log('\nBetter Auth (email OTP) on SQLite');
    peer = await benchBetterAuth(settings, log);
  }
  log(benchReport(results, peer, checkTargets(results, peer)));
  log(`\nload average at the end: ${loadText()} (other work on the machine lowers every figure)`);
}

function loadText(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
