import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createServices } from '../../server/createServices';
import { migrate } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { describeStorage } from './describeStorage';
import { FakeClock } from './FakeClock';
import type { Storage } from './openStorage';
import { storageTarget } from './storageTarget';

/** Every migration file, in the order the names sort (the order they run). */
const MIGRATION_NAMES = readdirSync('server/db/migrations')
  .filter((file) => /^\d{3}_\w+\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

const TABLES: (keyof Database)[] = [
  'settings',
  'apps',
  'app_origins',
  'signing_keys',
  'users',
  'identities',
  'transactions',
  'identity_guards',
  'throttles',
  'outbox',
  'inbound_messages',
  'deliveries',
  'browser_identities',
  'sessions',
  'session_retired_refresh',
  'user_addresses',
  'sdk_events',
  'browser_devices',
  'signin_events',
];

async function appliedMigrations(storage: Storage): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
    storage.services.db.kysely,
  );
  return rows.map((row) => row.name);
}

/** Starts `count` hosts at once on one empty database; they migrate concurrently. */
async function startTogether(dialect: Storage['dialect'], count: number) {
  const target = await storageTarget(dialect, 'together');
  const config = loadConfig({ ...target.env, LOG_LEVEL: 'silent' });
  const instances = await Promise.allSettled(
    Array.from({ length: count }, () => createServices(config, { clock: new FakeClock() })),
  );
  const started = instances.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  return {
    instances,
    started,
    close: async () => {
      await Promise.all(started.map((s) => s.db.kysely.destroy()));
      await target.drop();
    },
  };
}

describeStorage('migrations', (storage, dialect) => {
  it('creates every table when the host starts', async () => {
    const { services } = storage();
    for (const table of TABLES) {
      await expect(services.db.kysely.selectFrom(table).selectAll().execute(), table).resolves.toEqual(
        table === 'settings' || table === 'signing_keys' ? expect.any(Array) : [],
      );
    }
    expect(await appliedMigrations(storage())).toEqual(MIGRATION_NAMES);
  });

  it('changes nothing when run again, keeping the data', async () => {
    const { services } = storage();
    await services.outbox!.add({ appId: 'acme', channel: 'EMAIL', to: 'ada@example.com', text: 'kept' }, 1);
    await migrate(services.db.kysely as never, dialect);
    await migrate(services.db.kysely as never, dialect);
    expect(await appliedMigrations(storage())).toEqual(MIGRATION_NAMES);
    expect((await services.outbox!.list({ limit: 10 })).map((e) => e.text)).toEqual(['kept']);
  });

  it('lets another instance start on the migrated database and see its data', async () => {
    const { services, another } = storage();
    await services.outbox!.add({ appId: 'acme', channel: 'EMAIL', to: 'ada@example.com', text: 'shared' }, 1);
    const second = await another();
    expect((await second.outbox!.list({ limit: 10 })).map((e) => e.text)).toEqual(['shared']);
    expect(await appliedMigrations(storage())).toEqual(MIGRATION_NAMES);
  });

  it.skipIf(dialect !== 'postgres')('migrates once when several instances start together', async () => {
    const together = await startTogether(dialect, 3);
    try {
      expect(together.instances.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const first = together.started[0]!;
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(
        first.db.kysely,
      );
      expect(rows).toEqual(MIGRATION_NAMES.map((name) => ({ name })));
      await first.apps.isKnownOrigin('https://acme.example');
    } finally {
      await together.close();
    }
  });

  it.skipIf(dialect !== 'postgres')(
    'migrates its own schema when another schema of the database has the tables',
    async () => {
      // The storage of this case is a migrated schema of the same database; this is a second one.
      const second = await storageTarget(dialect, 'second');
      const services = await createServices(loadConfig({ ...second.env, LOG_LEVEL: 'silent' }));
      try {
        const { rows } = await sql<{ tables: number }>`
        select count(*)::int as tables from information_schema.tables
        where table_schema = current_schema() and table_name in ('apps', 'kysely_migration')`.execute(
          services.db.kysely,
        );
        expect(rows).toEqual([{ tables: 2 }]);
      } finally {
        await services.db.kysely.destroy();
        await second.drop();
      }
    },
  );
});
