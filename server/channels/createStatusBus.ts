import type { Db } from '../db/createDatabase';
import type { RedisConnections } from '../redis/openRedis';
import { RedisStatusBus } from './RedisStatusBus';
import { InProcessStatusBus, type StatusBus } from './StatusBus';

/**
 * The bus that reaches every instance: Redis pub/sub when Redis is configured, otherwise
 * PostgreSQL LISTEN/NOTIFY, otherwise (one instance on SQLite) in-process.
 */
export async function createStatusBus(options: {
  db: Db;
  databaseUrl: string | undefined;
  redis: RedisConnections | undefined;
}): Promise<{ bus: StatusBus; close: () => Promise<void> }> {
  const { redis, db, databaseUrl } = options;
  if (redis)
    return { bus: new RedisStatusBus(redis.commands, redis.subscriber, redis.prefix), close: async () => {} };
  if (db.dialect === 'postgres' && databaseUrl) {
    const { PostgresStatusBus } = await import('./PostgresStatusBus');
    const bus = new PostgresStatusBus(databaseUrl, db.kysely);
    await bus.start();
    return { bus, close: () => bus.close() };
  }
  return { bus: new InProcessStatusBus(), close: async () => {} };
}
