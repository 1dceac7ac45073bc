import { type Config, loadConfig } from '../../server/config';
import { createServices } from '../../server/createServices';
import type { Dialect } from '../../server/db/createDatabase';
import type { Services } from '../../server/Services';
import { FakeClock } from './FakeClock';
import { storageTarget } from './storageTarget';

export interface Storage {
  dialect: Dialect;
  config: Config;
  clock: FakeClock;
  /** The first instance, started (migrations, secret, signing key) on the empty database. */
  services: Services;
  /** Starts another instance on the same database and clock, as a second server would. */
  another: () => Promise<Services>;
  close: () => Promise<void>;
}

/** A migrated, empty database of the dialect with the host's stores on it, as the host starts them. */
export async function openStorage(dialect: Dialect, name: string): Promise<Storage> {
  const target = await storageTarget(dialect, name);
  const config = loadConfig({ ...target.env, LOG_LEVEL: 'silent' });
  const clock = new FakeClock();
  const started: Services[] = [];
  const another = async () => {
    const services = await createServices(config, { clock });
    started.push(services);
    return services;
  };
  try {
    const services = await another();
    return {
      dialect,
      config,
      clock,
      services,
      another,
      close: async () => {
        await Promise.all(started.map((s) => s.db.kysely.destroy()));
        await target.drop();
      },
    };
  } catch (error) {
    await target.drop();
    throw error;
  }
}
