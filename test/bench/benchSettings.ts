/** How hard and how long the bench pushes; `npm run bench -- --quick` for a short smoke run. */
export interface BenchSettings {
  /** Measured time of each phase. */
  durationMs: number;
  /** Unmeasured run before each phase (JIT, caches, connection setup). */
  warmupMs: number;
  /** Measured rounds of each GET phase (on wrk); the median of each figure counts. */
  getRounds: number;
  /** Concurrent connections (and concurrent sign-ins). */
  connections: number;
  /** Pending sign-ins that hold a status stream open for the memory figure. */
  streams: number;
  /** Which storage backends to run: sqlite, postgres. */
  backends: string[];
  /** Whether to run the Better Auth comparison. */
  peer: boolean;
  /** Write CPU profiles of the hosts here (node --cpu-prof). */
  cpuProfDir: string | undefined;
}

export function parseBenchSettings(argv: string[]): BenchSettings {
  const flag = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const quick = argv.includes('--quick');
  const number = (name: string, fallback: number) => {
    const raw = flag(name);
    const value = raw === undefined ? fallback : Number(raw);
    if (!Number.isFinite(value) || value < 0) throw new TypeError(`--${name} must be a number, got "${raw}"`);
    return value;
  };
  return {
    durationMs: number('duration', quick ? 1 : 5) * 1000,
    warmupMs: number('warmup', quick ? 0.3 : 1) * 1000,
    getRounds: Math.max(1, Math.round(number('rounds', quick ? 1 : 3))),
    connections: number('connections', 100),
    streams: number('streams', quick ? 200 : 10_000),
    backends: (flag('backends') ?? 'sqlite,postgres').split(','),
    peer: !argv.includes('--no-peer'),
    cpuProfDir: flag('cpu-prof'),
  };
}
