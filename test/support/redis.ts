import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers; tests that need it skip with a visible message when it does not. */
export async function redisAvailable(url = REDIS_URL): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** A key prefix of its own, so tests sharing one Redis never see each other's counters. */
export function testPrefix(name: string): string {
  return `test:${name}:${randomUUID().slice(0, 8)}:`;
}

/** A private `redis-server` on `port` (no persistence), to stop and start in fault tests. */
export async function startRedisServer(
  port: number,
): Promise<{ child: ChildProcess; stop: () => Promise<void> }> {
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  const deadline = Date.now() + 10_000;
  while (!(await redisAvailable(`redis://127.0.0.1:${port}`))) {
    if (Date.now() > deadline) throw new Error(`redis-server on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
