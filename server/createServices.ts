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
import { DeliveryHealth } from './delivery/DeliveryHealth';
import { OutboxDelivery } from './delivery/OutboxDelivery';
import { resolveSecret } from './production/resolveSecret';
import type { Services } from './Services';
import { createStores } from './stores/createStores';
import { OutboxStore } from './stores/OutboxStore';
import { RedisThrottleStore } from './stores/RedisThrottleStore';
import { SettingsStore } from './stores/SettingsStore';
import { SigningKeyBox } from './tokens/SigningKeyBox';
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
  // A host that refuses to start (wrong secret, sealed keys it cannot open) lets go of storage.
  const fail = async (error: unknown): Promise<never> => {
    await db.kysely.destroy();
    throw error;
  };
  await migrate(db.kysely as never, db.dialect).catch(fail);
  const settings = new SettingsStore(db.kysely);
  const secret = await resolveSecret(config, settings, db.kysely, random).catch(fail);
  const hasher = new Hasher(secret);
  const stores = createStores(db.kysely, { hasher, random, now });
  // docs/security.md "Production fails closed": the dev outbox exists only in dev mode; a
  // production start empties the table, in case an older host wrote messages there.
  const outbox = new OutboxStore(db.kysely, () => random.token(6));
  if (config.mode !== 'dev') await outbox.clear();
  const devOutbox = config.mode === 'dev' ? outbox : undefined;
  const box = new SigningKeyBox(secret, config.previousSecret);
  const apps = new AppStore(db.kysely, hasher, now);
  await apps.sealStoredSecrets();
  const keys = new SigningKeys(db.kysely, box, () => random.token(12), now);
  await keys.start().catch(fail);
  // pg, ioredis and nodemailer load only when configured: a host on SQLite keeps its start fast and small.
  const delivery =
    overrides.delivery ??
    (config.smtpUrl
      ? new (await import('./delivery/SmtpEmailDelivery')).SmtpEmailDelivery(config.smtpUrl, config.mailFrom)
      : devOutbox
        ? new OutboxDelivery(devOutbox, now)
        : undefined);
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
    ...stores,
    outbox: devOutbox,
    apps,
    settings,
    geo: config.geoipDb ? (await import('./geo/mmdbGeoLocator')).mmdbGeoLocator(config.geoipDb) : undefined,
    throttles: redis ? new RedisThrottleStore(redis.commands, redis.prefix) : stores.throttleTable,
    keys,
    delivery,
    redis,
    deliveryHealth: new DeliveryHealth(now),
    webhookWorker: { wake: () => {} },
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
