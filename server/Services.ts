import type { AppStore } from './apps/AppStore';
import type { StatusBus } from './channels/StatusBus';
import type { Config } from './config';
import type { Clock } from './crypto/Clock';
import type { Hasher } from './crypto/Hasher';
import type { Random } from './crypto/random';
import type { Db } from './db/createDatabase';
import type { Delivery } from './delivery/Delivery';
import type { IdentityGuardStore } from './stores/IdentityGuardStore';
import type { OutboxStore } from './stores/OutboxStore';
import type { ThrottleStore } from './stores/ThrottleStore';
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
  throttles: ThrottleStore;
  guards: IdentityGuardStore;
  outbox: OutboxStore;
  keys: SigningKeys;
  delivery: Delivery;
  /** The host's own origin: the ID-token issuer and the base of links in messages. */
  issuer: string;
  /** "This transaction changed": the live status stream listens (in-process; Redis can slot in). */
  statusBus: StatusBus;
}
