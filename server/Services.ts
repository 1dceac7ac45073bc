import type { AppStore } from './apps/AppStore';
import type { StatusBus } from './channels/StatusBus';
import type { Config } from './config';
import type { Clock } from './crypto/Clock';
import type { Hasher } from './crypto/Hasher';
import type { Random } from './crypto/random';
import type { Db } from './db/createDatabase';
import type { Delivery } from './delivery/Delivery';
import type { AddressStore } from './stores/AddressStore';
import type { IdentityGuardStore } from './stores/IdentityGuardStore';
import type { OutboxStore } from './stores/OutboxStore';
import type { SdkEventStore } from './stores/SdkEventStore';
import type { SessionStore } from './stores/SessionStore';
import type { Throttles } from './stores/ThrottleStore';
import type { TransactionStore } from './stores/TransactionStore';
import type { UserStore } from './stores/UserStore';
import type { SigningKeys } from './tokens/SigningKeys';

/** Everything a route or a sign-in step needs, built once at start (see createServices). */
export interface Services {
  config: Config;
  db: Db;
  clock: Clock;
  random: Random;
  hasher: Hasher;
  apps: AppStore;
  transactions: TransactionStore;
  users: UserStore;
  /** Sessions and refresh-token families (SECURITY.md "Sessions and tokens"). */
  sessions: SessionStore;
  addresses: AddressStore;
  sdkEvents: SdkEventStore;
  /** In Redis when REDIS_URL is set (fail closed), otherwise in the database. */
  throttles: Throttles;
  guards: IdentityGuardStore;
  outbox: OutboxStore;
  keys: SigningKeys;
  delivery: Delivery;
  /** The host's own origin: the ID-token issuer and the base of links in messages. */
  issuer: string;
  /** "This transaction changed": the live status stream listens (Redis, PostgreSQL or in-process). */
  statusBus: StatusBus;
  /** What `/readyz` checks: each shared dependency, answering or throwing. */
  dependencies: Record<string, () => Promise<void>>;
  /** Closes storage, Redis and the bus connections (SIGTERM, tests, the CLI). */
  close: () => Promise<void>;
}
