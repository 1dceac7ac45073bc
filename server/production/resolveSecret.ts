import type { Kysely } from 'kysely';
import { AppStore } from '../apps/AppStore';
import type { Config } from '../config';
import type { Random } from '../crypto/random';
import type { Database } from '../db/schema';
import type { SettingsStore } from '../stores/SettingsStore';
import { SigningKeys } from '../tokens/SigningKeys';
import { SECRET_REQUIRED } from './checkProductionConfig';

const DEV_SECRET = 'dev_secret';

/**
 * The server secret. Production needs SESAME_SECRET. Dev mode generates one and keeps it in
 * storage (the one secret kept in clear in a table, and only in dev mode: docs/security.md), but
 * never in a database already set up with SESAME_SECRET: hashes and sealed keys made with that
 * secret would stop matching (docs/security.md "Production fails closed", 2).
 */
export async function resolveSecret(
  config: Config,
  settings: SettingsStore,
  db: Kysely<Database>,
  random: Random,
): Promise<string> {
  if (config.secret) {
    if (config.secret.length < 32) throw new TypeError('SESAME_SECRET must be at least 32 characters');
    return config.secret;
  }
  if (config.mode === 'production') throw new TypeError(SECRET_REQUIRED);
  const stored = await settings.get(DEV_SECRET);
  if (stored) return stored;
  if (await setUpWithAnotherSecret(db))
    throw new TypeError(
      'This database was set up with SESAME_SECRET; refusing to create a new secret in it. Pass the same value the host runs with, e.g. `SESAME_SECRET=… npm run apps -- list` (and NODE_ENV=production for a production database).',
    );
  return settings.getOrSet(DEV_SECRET, random.token(32));
}

/**
 * A database without a dev secret that already has keys or apps was made with SESAME_SECRET.
 * Asked of the stores that own those tables through their static reads: their instances need
 * the secret this decides (AppStore seals with it, SigningKeys opens its keys with it).
 */
async function setUpWithAnotherSecret(db: Kysely<Database>): Promise<boolean> {
  const [keys, apps] = await Promise.all([SigningKeys.holdsAny(db), AppStore.holdsAny(db)]);
  return keys || apps;
}
