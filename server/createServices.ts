import { sql } from 'kysely';
import { AppStore } from './apps/AppStore';
import { createStatusBus } from './channels/createStatusBus';
import type { StatusBus } from './channels/StatusBus';
import type { Config } from './config';
import { type Clock, systemClock } from './crypto/Clock';
import { Hasher } from './crypto/Hasher';
import { cryptoRandom, type Random } from './crypto/random';
import { createDatabase } from './db/createDatabase';
import { migrate } from './db/migrate';
import type { Delivery } from './delivery/Delivery';
import { OutboxDelivery } from './delivery/OutboxDelivery';
import type { Services } from './Services';
import { AddressStore } from './stores/AddressStore';
import { IdentityGuardStore } from './stores/IdentityGuardStore';
import { OutboxStore } from './stores/OutboxStore';
import { RedisThrottleStore } from './stores/RedisThrottleStore';
import { SdkEventStore } from './stores/SdkEventStore';
import { SessionStore } from './stores/SessionStore';
import { SettingsStore } from './stores/SettingsStore';
import { ThrottleStore } from './stores/ThrottleStore';
import { TransactionStore } from './stores/TransactionStore';
import { UserStore } from './stores/UserStore';
import { SigningKeys } from './tokens/SigningKeys';

export interface ServiceOverrides {
  clock?: Clock;
  random?: Random;
  delivery?: Delivery;
  statusBus?: StatusBus;
}

/** Opens storage, runs migrations, loads the signing key and wires the stores together. */
export async function createServices(config: Config, overrides: ServiceOverrides = {}): Promise<Services> {
  const clock = overrides.clock ?? systemClock;
  const random = overrides.random ?? cryptoRandom;
  const now = () => clock.now();
  const db = await createDatabase(config);
  await migrate(db.kysely as never, db.dialect);
  const secret = await resolveSecret(config, new SettingsStore(db.kysely), random);
  const hasher = new Hasher(secret);
  const outbox = new OutboxStore(db.kysely, () => random.token(6));
  const keys = new SigningKeys(db.kysely, () => random.token(12), now);
  await keys.load();
  // pg, ioredis and nodemailer load only when configured: a host on SQLite keeps its start fast and small.
  const delivery =
    overrides.delivery ??
    (config.smtpUrl
      ? new (await import('./delivery/SmtpEmailDelivery')).SmtpEmailDelivery(config.smtpUrl, config.mailFrom)
      : new OutboxDelivery(outbox, now));
  // Several instances share PostgreSQL and Redis (docs/deployment.md): counters and the bus go there.
  const redis = config.redisUrl
    ? await (await import('./redis/openRedis')).openRedis(config.redisUrl, config.redisPrefix)
    : undefined;
  const bus = overrides.statusBus
    ? { bus: overrides.statusBus, close: async () => {} }
    : await createStatusBus({ db, databaseUrl: config.databaseUrl, redis });
  const dependencies: Services['dependencies'] = {
    database: async () => void (await sql`select 1`.execute(db.kysely)),
  };
  if (redis) dependencies.redis = async () => void (await redis.commands.ping());
  return {
    config,
    db,
    clock,
    random,
    hasher,
    apps: new AppStore(db.kysely, hasher, now),
    transactions: new TransactionStore(db.kysely),
    users: new UserStore(db.kysely, () => `usr_${random.token(12)}`),
    sessions: new SessionStore(db.kysely),
    addresses: new AddressStore(db.kysely, () => `adr_${random.token(12)}`),
    sdkEvents: new SdkEventStore(db.kysely, () => random.token(12)),
    throttles: redis ? new RedisThrottleStore(redis.commands, redis.prefix) : new ThrottleStore(db.kysely),
    guards: new IdentityGuardStore(db.kysely),
    outbox,
    keys,
    delivery,
    issuer: new URL(config.publicUrl).origin,
    statusBus: bus.bus,
    dependencies,
    close: async () => {
      await bus.close();
      await redis?.close();
      await db.kysely.destroy();
    },
  };
}

/** Production needs SESAME_SECRET; dev mode generates one and keeps it in storage. */
async function resolveSecret(config: Config, settings: SettingsStore, random: Random): Promise<string> {
  if (config.secret) {
    if (config.secret.length < 32) throw new TypeError('SESAME_SECRET must be at least 32 characters');
    return config.secret;
  }
  if (config.mode === 'production') throw new TypeError('SESAME_SECRET is required in production mode');
  return settings.getOrSet('dev_secret', random.token(32));
}
