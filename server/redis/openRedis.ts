import { Redis, type RedisOptions } from 'ioredis';

/**
 * A Redis command that gets no answer within this time fails, so a security counter answers
 * 503 at once instead of holding the request (docs/security.md "Reliability": fail closed, fast).
 */
const REDIS_COMMAND_TIMEOUT_MS = 1000;
/** How long start waits for Redis before serving anyway (counters answer 503 until it is back). */
const START_WAIT_MS = 3000;

/** The two connections an instance keeps: one for commands, one held by the pub/sub subscription. */
export interface RedisConnections {
  commands: Redis;
  subscriber: Redis;
  /** Put before every key and channel name, so several deployments can share one Redis. */
  prefix: string;
  close(): Promise<void>;
}

/**
 * Opens both connections. ioredis reconnects on its own (with backoff) whenever Redis goes
 * away, so the host recovers without a restart; while it is away, commands fail at once
 * (no offline queue) and the subscription is restored on reconnect.
 */
export async function openRedis(url: string, prefix: string): Promise<RedisConnections> {
  const commands = connect(url, {
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
  });
  // The subscriber queues SUBSCRIBE until it is connected and re-subscribes after a reconnect.
  const subscriber = connect(url, {
    enableOfflineQueue: true,
    autoResubscribe: true,
    maxRetriesPerRequest: null,
  });
  await Promise.all([ready(commands), ready(subscriber)]);
  return {
    commands,
    subscriber,
    prefix,
    close: async () => {
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}

function connect(url: string, options: RedisOptions): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    ...options,
  });
  // Connection errors are expected while Redis is away; each command reports its own failure.
  redis.on('error', () => {});
  return redis;
}

function ready(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, START_WAIT_MS);
    redis.once('ready', done);
  });
}
