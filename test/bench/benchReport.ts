import type { PeerResult } from './benchBetterAuth';
import type { SesameResult } from './benchSesame';
import type { TargetCheck } from './benchTargets';
import type { LatencySummary } from './latencySummary';

const row = (cells: string[], widths: number[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');

function line(name: string, s: LatencySummary, unit: string): string[] {
  return [
    name,
    `${s.perSecond.toFixed(0)} ${unit}`,
    `${s.p50.toFixed(1)} ms`,
    `${s.p99.toFixed(1)} ms`,
    String(s.errors),
    s.perHostCpuSecond === undefined ? '-' : s.perHostCpuSecond.toFixed(0),
  ];
}

const HEADER = ['', 'throughput', 'p50', 'p99', 'errors', 'per host CPU-s'];

/** The figures as text tables: one per backend, the peer, and the targets with PASS/FAIL. */
export function benchReport(
  results: SesameResult[],
  peer: PeerResult | undefined,
  checks: TargetCheck[],
): string {
  const out: string[] = [];
  const widths = [20, 14, 10, 10, 6, 15];
  for (const r of results) {
    out.push('', `Sesame on ${r.label}`, row(HEADER, widths));
    out.push(row(line('merchant config', r.config, 'req/s'), widths));
    out.push(row(line('create intent', r.intent, 'req/s'), widths));
    out.push(row(line('status poll', r.status, 'req/s'), widths));
    out.push(row(line('OTP verification', r.otp, 'req/s'), widths));
    out.push(row(line('complete sign-ins', r.signIns, '/s'), widths));
    out.push(
      `start ${r.startMs.toFixed(0)} ms · idle RSS ${r.idleRssMb.toFixed(0)} MB · ` +
        `${r.streams.open} open status streams: RSS ${r.streams.rssMb.toFixed(0)} MB ` +
        `(${r.streams.rssBeforeMb.toFixed(0)} MB before)${r.streams.failed ? ` · ${r.streams.failed} streams failed: ${r.streams.firstError}` : ''}`,
    );
  }
  if (peer) {
    out.push('', peer.label, row(HEADER, widths));
    out.push(row(line('complete sign-ins', peer.signIns, '/s'), widths));
    out.push(`start ${peer.startMs.toFixed(0)} ms · idle RSS ${peer.idleRssMb.toFixed(0)} MB`);
    const sqlite = results.find((r) => r.label === 'SQLite');
    if (sqlite) {
      const ratio = sqlite.signIns.perSecond / peer.signIns.perSecond;
      out.push(
        `Sesame (SQLite) / Better Auth sign-ins per second: ${ratio.toFixed(2)}x${cpuRatioText(sqlite.signIns, peer.signIns)}`,
      );
    }
  }
  out.push('', 'Targets (issues 8 and 17)');
  const targetWidth = Math.max(...checks.map((c) => c.target.length));
  for (const c of checks)
    out.push(`${c.pass ? 'PASS' : 'FAIL'}  ${c.target.padEnd(targetWidth)}  ${c.measured}`);
  return out.join('\n');
}

/** The same ratio per CPU second of each host, when both were measured. */
export function cpuRatioText(ours: LatencySummary, theirs: LatencySummary): string {
  if (!ours.perHostCpuSecond || !theirs.perHostCpuSecond) return '';
  return ` (per host CPU second: ${(ours.perHostCpuSecond / theirs.perHostCpuSecond).toFixed(2)}x)`;
}
