import type { BrowserFacts } from './apps/BrowserFacts';
import type { StatusBus } from './channels/StatusBus';
import type { Config } from './config';
import type { Clock } from './crypto/Clock';
import type { Random } from './crypto/random';
import type { Db } from './db/createDatabase';
import type { Delivery } from './delivery/Delivery';
import type { DeliveryHealth } from './delivery/DeliveryHealth';
import type { GeoLocator } from './geo/GeoLocator';
import type { RedisConnections } from './redis/openRedis';
import type { StatusViews } from './signin/StatusViews';
import type { HostStores } from './stores/createStores';
import type { Throttles } from './stores/ThrottleStore';

/**
 * Everything a route or a sign-in step needs, built once at start (see createServices). Every
 * table has one store here, its only writer, built in one place (createStores, openHostStores).
 */
export interface Services extends HostStores {
  config: Config;
  db: Db;
  clock: Clock;
  random: Random;
  /** Coarse location by IP, only when a GeoIP database is configured (GEOIP_DB). */
  geo: GeoLocator | undefined;
  /** In Redis when REDIS_URL is set (fail closed), otherwise in the database. */
  throttles: Throttles;
  /** Shared by every instance when REDIS_URL is set (per-client limits, throttles, the bus). */
  redis: RedisConnections | undefined;
  /** Email: SMTP, or the dev outbox; undefined in production without SMTP_URL (emailDelivery). */
  delivery: Delivery | undefined;
  /** Wakes this instance's webhook worker when an event is queued (a no-op where none runs, as in the CLI). */
  webhookWorker: { wake: () => void };
  /** Recent delivery outcomes per channel: `/readyz` reports them. */
  deliveryHealth: DeliveryHealth;
  /** The host's own origin: the ID-token issuer and the base of links in messages. */
  issuer: string;
  /** "This transaction changed": the live status stream listens (Redis, PostgreSQL or in-process). */
  statusBus: StatusBus;
  /** Transaction status from memory for polls, dropped on every change the bus reports. */
  statusViews: StatusViews;
  /** The merchant config's facts about a browser from memory, dropped on every change the bus reports. */
  browserFacts: BrowserFacts;
  /** What `/readyz` checks: each shared dependency, answering or throwing. */
  dependencies: Record<string, () => Promise<void>>;
  /** Closes storage, Redis and the bus connections (SIGTERM, tests, the CLI). */
  close: () => Promise<void>;
}
