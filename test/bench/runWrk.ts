import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LatencySummary } from './latencySummary';
import { processCpuSeconds } from './processStats';

/** Whether wrk (Debian's `wrk` package) is on the PATH. */
export function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version prints its banner and exits 1; only a missing binary is ENOENT.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

/**
 * A closed-loop GET load from wrk, a load generator in C with one thread: `connections`
 * keep-alive connections, each sending the next of `paths` (in turn) once its answer is in. Any
 * answer other than 2xx or 3xx, and any socket error or timeout, counts as an error. Latency
 * percentiles are wrk's own, taken over every request of the run.
 */
export async function runWrk(options: {
  origin: string;
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  durationMs: number;
  hostPid?: number;
}): Promise<LatencySummary> {
  const dir = mkdtempSync(join(tmpdir(), 'sesame-wrk-'));
  const script = join(dir, 'load.lua');
  writeFileSync(script, luaScript(options.paths, options.headers));
  const cpuBefore = options.hostPid === undefined ? 0 : processCpuSeconds(options.hostPid);
  try {
    const seconds = Math.max(1, Math.round(options.durationMs / 1000));
    const out = await new Promise<string>((done, fail) =>
      execFile(
        'wrk',
        ['-t1', `-c${options.connections}`, `-d${seconds}s`, '--timeout', '5s', '-s', script, options.origin],
        (error, stdout) => (error ? fail(error) : done(stdout)),
      ),
    );
    const line = out.split('\n').find((l) => l.startsWith('{"ok"'));
    if (!line) throw new Error(`wrk printed no summary:\n${out}`);
    const r = JSON.parse(line) as { ok: number; errors: number; us: number; p50: number; p99: number };
    const summary: LatencySummary = {
      count: r.ok,
      errors: r.errors,
      seconds: r.us / 1e6,
      perSecond: r.ok / (r.us / 1e6),
      p50: r.p50 / 1000,
      p99: r.p99 / 1000,
    };
    if (r.errors) summary.firstError = 'wrk: answers other than 2xx/3xx, socket errors or timeouts';
    if (options.hostPid !== undefined) {
      const cpu = processCpuSeconds(options.hostPid) - cpuBefore;
      if (cpu > 0) summary.perHostCpuSecond = summary.count / cpu;
    }
    return summary;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function luaScript(paths: string[], headers: Record<string, string>): string {
  const quoted = (text: string) => JSON.stringify(text);
  return `
local paths = { ${paths.map(quoted).join(', ')} }
local next_path = 0
${Object.entries(headers)
  .map(([name, value]) => `wrk.headers[${quoted(name)}] = ${quoted(value)}`)
  .join('\n')}
request = function()
  next_path = next_path % #paths + 1
  return wrk.format("GET", paths[next_path])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"ok":%d,"errors":%d,"us":%d,"p50":%d,"p99":%d}\\n',
    summary.requests - e.status, e.connect + e.read + e.write + e.timeout + e.status, summary.duration,
    latency:percentile(50), latency:percentile(99)))
end
`;
}
