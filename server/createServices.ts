import { AppStore } from './apps/AppStore';
import { InProcessStatusBus, type StatusBus } from './channels/StatusBus';
import type { Config } from './config';
import { type Clock, systemClock } from './crypto/Clock';
import { Hasher } from './crypto/Hasher';
import { cryptoRandom, type Random } from './crypto/random';
import { createDatabase } from './db/createDatabase';
import { migrate } from './db/migrate';
import type { Delivery } from './delivery/Delivery';
import { OutboxDelivery } from './delivery/OutboxDelivery';
import { SmtpEmailDelivery } from './delivery/SmtpEmailDelivery';
import type { Services } from './Services';
import { IdentityGuardStore } from './stores/IdentityGuardStore';
import { OutboxStore } from './stores/OutboxStore';
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
  const db = createDatabase(config);
  await migrate(db.kysely as never, db.dialect);
  const secret = await resolveSecret(config, new SettingsStore(db.kysely), random);
  const hasher = new Hasher(secret);
  const outbox = new OutboxStore(db.kysely, () => random.token(6));
  const keys = new SigningKeys(db.kysely, () => random.token(12), now);
  await keys.load();
  const delivery =
    overrides.delivery ??
    (config.smtpUrl
      ? new SmtpEmailDelivery(config.smtpUrl, config.mailFrom)
      : new OutboxDelivery(outbox, now));
  return {
    config,
    db,
    clock,
    random,
    hasher,
    apps: new AppStore(db.kysely, hasher, now),
    transactions: new TransactionStore(db.kysely),
    users: new UserStore(db.kysely, () => `usr_${random.token(12)}`),
    throttles: new ThrottleStore(db.kysely),
    guards: new IdentityGuardStore(db.kysely),
    outbox,
    keys,
    delivery,
    issuer: new URL(config.publicUrl).origin,
    statusBus: overrides.statusBus ?? new InProcessStatusBus(),
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
