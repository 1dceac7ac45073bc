import { sql } from 'kysely';
import { BrowserFacts } from './apps/BrowserFacts';
import { createStatusBus } from './channels/createStatusBus';
import { browserHoldsIdentity } from './channels/onetap/browserHoldsIdentity';
import type { StatusBus } from './channels/StatusBus';
import type { Config } from './config';
import { type Clock, systemClock } from './crypto/Clock';
import { cryptoRandom, type Random } from './crypto/random';
import { createDatabase } from './db/createDatabase';
import { migrate } from './db/migrate';
import type { Delivery } from './delivery/Delivery';
import { DeliveryHealth } from './delivery/DeliveryHealth';
import { OutboxDelivery } from './delivery/OutboxDelivery';
import type { Services } from './Services';
import { StatusViews } from './signin/StatusViews';
import { hostThrottles, openHostStores } from './stores/createStores';
import { browserHasPasskey } from './webauthn/passkeyFacts';

export interface ServiceOverrides {
  clock?: Clock;
  random?: Random;
  delivery?: Delivery;
  statusBus?: StatusBus;
}

/** Opens storage, runs migrations, builds the stores (openHostStores) and wires them together. */
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
  const stores = await openHostStores(db.kysely, config, { random, now }).catch(fail);
  // pg, ioredis and nodemailer load only when configured: a host on SQLite keeps its start fast and small.
  const delivery: Delivery | undefined =
    overrides.delivery ??
    (config.smtpUrl
      ? new (await import('./delivery/SmtpEmailDelivery')).SmtpEmailDelivery(config.smtpUrl, config.mailFrom)
      : stores.outbox
        ? new OutboxDelivery(stores.outbox, now)
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
    ...stores,
    geo: config.geoipDb ? (await import('./geo/mmdbGeoLocator')).mmdbGeoLocator(config.geoipDb) : undefined,
    throttles: hostThrottles(redis, stores.throttleTable),
    delivery,
    redis,
    deliveryHealth: new DeliveryHealth(now),
    webhookWorker: { wake: () => {} },
    issuer: new URL(config.publicUrl).origin,
    statusBus: bus.bus,
    statusViews: new StatusViews(now, bus.bus, stores.transactions),
    browserFacts: new BrowserFacts(now, bus.bus, {
      holdsIdentity: (appId, stateHash) => browserHoldsIdentity({ ...stores, clock }, appId, stateHash),
      hasPasskey: (appId, stateHash) => browserHasPasskey(stores, appId, stateHash),
    }),
    dependencies,
    close: async () => {
      delivery?.close?.();
      await bus.close();
      await redis?.close();
      await db.kysely.destroy();
    },
  };
}
