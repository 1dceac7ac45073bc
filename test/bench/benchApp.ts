import { runAppsCli } from '../../server/cli/runAppsCli';

export const BENCH_APP_ID = 'bench';
/** The merchant site the load pretends to come from (the widget on the app's page). */
export const BENCH_ORIGIN = 'https://shop.bench.example';
export const BENCH_SECRET = 'bench-secret-0123456789abcdef0123456789abcdef';

/** Registers the bench app with the apps tool, as an operator would, on the host's storage. */
export async function createBenchApp(storageEnv: Record<string, string>): Promise<void> {
  const lines: string[] = [];
  const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
  const env = { ...storageEnv, SESAME_MODE: 'production', SESAME_SECRET: BENCH_SECRET, LOG_LEVEL: 'warn' };
  const args = ['create', '--id', BENCH_APP_ID, '--name', 'Bench shop', '--origin', BENCH_ORIGIN];
  const code = await runAppsCli([...args, '--channels', 'EMAIL_LOGIN'], io, env);
  if (code !== 0) throw new Error(`apps create failed (${code}): ${lines.join('\n')}`);
}
