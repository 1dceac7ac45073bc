import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Resident memory of a process in MB, from /proc (Linux). */
export function processRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** Clock ticks per second of /proc/PID/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, all threads) a process has used so far, in seconds. Work per CPU
 * second stays meaningful when other work on the machine slows the wall clock figures.
 */
export function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at state, field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/**
 * Waits until a process is idle: less than `share` of one core over each of three 200-ms looks in
 * a row (whatever work a phase left behind is done), or `timeoutMs` has passed. Returns the
 * seconds it waited.
 */
export async function settled(pid: number, share = 0.05, timeoutMs = 20_000): Promise<number> {
  const start = performance.now();
  let quiet = 0;
  let before = processCpuSeconds(pid);
  while (quiet < 3 && performance.now() - start < timeoutMs) {
    await sleep(200);
    const now = processCpuSeconds(pid);
    quiet = now - before < share * 0.2 ? quiet + 1 : 0;
    before = now;
  }
  return (performance.now() - start) / 1000;
}
