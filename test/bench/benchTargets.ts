import type { PeerResult } from './benchBetterAuth';
import { cpuRatioText } from './benchReport';
import type { SesameResult } from './benchSesame';
import type { LatencySummary } from './latencySummary';

const perCpu = (s: LatencySummary) =>
  s.perHostCpuSecond === undefined ? '' : ` (${s.perHostCpuSecond.toFixed(0)} per host CPU second)`;

/** One target of the benchmark issue, measured. */
export interface TargetCheck {
  target: string;
  measured: string;
  pass: boolean;
}

/** The targets (printed with pass/fail, not asserted): one instance, 100 connections. */
export function checkTargets(results: SesameResult[], peer: PeerResult | undefined): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const sqlite = results.find((r) => r.label === 'SQLite');
  for (const r of results) {
    const at = `(${r.label})`;
    // The floors: 15,000 on SQLite, 8,000 on PostgreSQL + Redis.
    const statusFloor = r.label === 'SQLite' ? 15_000 : 8_000;
    checks.push({
      target: `status poll >= ${statusFloor.toLocaleString('en')} req/s ${at}`,
      measured: `${r.status.perSecond.toFixed(0)} req/s${perCpu(r.status)}`,
      pass: r.status.perSecond >= statusFloor,
    });
    const vsBare = r.config.perSecond / r.bareConfig.perSecond;
    checks.push({
      target: `merchant config >= 0.5x a bare node:http server, same bytes ${at}`,
      measured: `${vsBare.toFixed(2)}x (${r.config.perSecond.toFixed(0)} vs ${r.bareConfig.perSecond.toFixed(0)} req/s)`,
      pass: vsBare >= 0.5,
    });
    checks.push({
      target: `complete sign-ins >= 2,000/s ${at}`,
      measured: `${r.signIns.perSecond.toFixed(0)}/s${perCpu(r.signIns)}`,
      pass: r.signIns.perSecond >= 2_000,
    });
    checks.push({
      target: `10,000 open status streams in <= 200 MB ${at}`,
      measured: `${r.streams.open} streams, RSS ${r.streams.rssMb.toFixed(0)} MB`,
      pass: r.streams.open >= 10_000 && r.streams.rssMb <= 200,
    });
    checks.push({
      target: `idle <= 100 MB ${at}`,
      measured: `${r.idleRssMb.toFixed(0)} MB`,
      pass: r.idleRssMb <= 100,
    });
    checks.push({
      target: `start <= 1 s ${at}`,
      measured: `${r.startMs.toFixed(0)} ms`,
      pass: r.startMs <= 1000,
    });
  }
  if (sqlite) {
    for (const [name, s] of [
      ['merchant config', sqlite.config],
      ['create intent', sqlite.intent],
      ['status poll', sqlite.status],
      ['OTP verification', sqlite.otp],
    ] as const) {
      checks.push({
        target: `p99 <= 10 ms at 100 connections: ${name} (SQLite)`,
        measured: `${s.p99.toFixed(1)} ms`,
        pass: s.p99 <= 10,
      });
    }
    if (peer) {
      const ratio = sqlite.signIns.perSecond / peer.signIns.perSecond;
      checks.push({
        target: ">= 3x Better Auth's sign-in throughput (SQLite)",
        measured: `${ratio.toFixed(2)}x${cpuRatioText(sqlite.signIns, peer.signIns)}`,
        pass: ratio >= 3,
      });
    }
  }
  return checks;
}
