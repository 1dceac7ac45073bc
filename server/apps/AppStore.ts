import type { Kysely, Selectable } from 'kysely';
import { APP_CACHE_TTL_MS } from '../../contract/constants';
import { TtlCache } from '../cache/TtlCache';
import type { Hasher } from '../crypto/Hasher';
import type { Database } from '../db/schema';
import { SecretBox } from '../sso/SecretBox';
import type { App, AppOptions } from './App';
import { appFromRow } from './appFromRow';
import { sealAppOptions } from './appOptionSecrets';

const SECRET_PURPOSE = 'client-secret';
export type AppRow = Selectable<Database['apps']>;

export interface NewApp {
  id: string;
  clientId: string;
  clientSecret: string;
  name: string;
  logo?: string | undefined;
  origins: string[];
  loginUri?: string | undefined;
  redirectUris?: string[];
  uiConfig: App['uiConfig'];
  channelConfig: App['channelConfig'];
  options?: AppOptions;
}

export type AppPatch = Partial<Omit<NewApp, 'id'>>;

/**
 * Merchants' apps in storage; secrets are kept only as HMACs. Every request reads its app, so
 * `get` and `isKnownOrigin` answer from a per-instance cache for `APP_CACHE_TTL_MS`: changes
 * made through this store clear it at once, changes by the apps tool or another instance are
 * seen within that time. Only found apps and registered origins are kept, so unknown ids and
 * origins cannot fill it. Callers must not change the App objects they get: they are shared.
 */
export class AppStore {
  private readonly apps: TtlCache<string, App | undefined>;
  private readonly origins: TtlCache<string, boolean>;
  /** Seals the provider credentials in an app's options (appOptionSecrets). */
  private readonly box: SecretBox;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly hasher: Hasher,
    private readonly now: () => number,
    /** The cache's monotonic clock (ms), not the host's clock: tests pass a fake one. */
    cacheNow?: () => number,
  ) {
    this.apps = new TtlCache(APP_CACHE_TTL_MS, cacheNow);
    this.origins = new TtlCache(APP_CACHE_TTL_MS, cacheNow);
    this.box = new SecretBox(hasher);
  }

  /** Whether the database holds any app: asked before the server secret (and so this store) exists. */
  static async holdsAny(db: Kysely<Database>): Promise<boolean> {
    return (await db.selectFrom('apps').select('id').limit(1).executeTakeFirst()) !== undefined;
  }

  get(id: string): Promise<App | undefined> {
    return this.apps.get(
      id,
      () => this.read(id),
      (app) => app !== undefined,
    );
  }

  /** The app if the cache holds it now, without reading storage (a request answered from memory). */
  peek(id: string): App | undefined {
    return this.apps.peek(id);
  }

  private async read(id: string): Promise<App | undefined> {
    const row = await this.db.selectFrom('apps').selectAll().where('id', '=', id).executeTakeFirst();
    return row && appFromRow(row, this.box);
  }

  /** Forgets what the cache holds, after a change through this store. */
  private changed(): void {
    this.apps.clear();
    this.origins.clear();
  }

  async list(): Promise<App[]> {
    const rows = await this.db.selectFrom('apps').selectAll().orderBy('created_at').execute();
    return rows.map((row) => appFromRow(row, this.box));
  }

  /** The app whose client credentials these are, or undefined. */
  async authenticate(clientId: string, clientSecret: string): Promise<App | undefined> {
    const row = await this.db
      .selectFrom('apps')
      .selectAll()
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    if (!row || !this.hasher.matches(SECRET_PURPOSE, clientSecret, row.client_secret_hash)) return undefined;
    return appFromRow(row, this.box);
  }

  /** Whether any app registered this exact origin (CORS preflights name no app). */
  isKnownOrigin(origin: string): Promise<boolean> {
    return this.origins.get(
      origin,
      () => this.readOrigin(origin),
      (known) => known,
    );
  }

  /** `isKnownOrigin` if the cache holds the answer now (only registered origins are kept). */
  peekKnownOrigin(origin: string): boolean | undefined {
    return this.origins.peek(origin);
  }

  private async readOrigin(origin: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('app_origins')
      .select('app_id')
      .where('origin', '=', origin)
      .executeTakeFirst();
    return row !== undefined;
  }

  async create(app: NewApp): Promise<App> {
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('apps')
        .values({
          id: app.id,
          client_id: app.clientId,
          client_secret_hash: this.hasher.hash(SECRET_PURPOSE, app.clientSecret),
          name: app.name,
          logo: app.logo ?? null,
          origins: JSON.stringify(app.origins),
          login_uri: app.loginUri ?? null,
          redirect_uris: JSON.stringify(app.redirectUris ?? []),
          ui_config: JSON.stringify(app.uiConfig),
          channel_config: JSON.stringify(app.channelConfig),
          options: JSON.stringify(sealAppOptions(this.box, app.id, app.options ?? {})),
          created_at: now,
          updated_at: now,
        })
        .execute();
      await writeOrigins(trx, app.id, app.origins);
    });
    this.changed();
    return (await this.get(app.id))!;
  }

  async update(id: string, patch: AppPatch): Promise<App | undefined> {
    const values: Partial<AppRow> = { updated_at: this.now() };
    if (patch.clientId !== undefined) values.client_id = patch.clientId;
    if (patch.clientSecret !== undefined)
      values.client_secret_hash = this.hasher.hash(SECRET_PURPOSE, patch.clientSecret);
    if (patch.name !== undefined) values.name = patch.name;
    if (patch.logo !== undefined) values.logo = patch.logo || null;
    if (patch.origins !== undefined) values.origins = JSON.stringify(patch.origins);
    if (patch.loginUri !== undefined) values.login_uri = patch.loginUri || null;
    if (patch.redirectUris !== undefined) values.redirect_uris = JSON.stringify(patch.redirectUris);
    if (patch.uiConfig !== undefined) values.ui_config = JSON.stringify(patch.uiConfig);
    if (patch.channelConfig !== undefined) values.channel_config = JSON.stringify(patch.channelConfig);
    if (patch.options !== undefined)
      values.options = JSON.stringify(sealAppOptions(this.box, id, patch.options));
    const found = await this.db.transaction().execute(async (trx) => {
      const result = await trx.updateTable('apps').set(values).where('id', '=', id).executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      if (patch.origins !== undefined) await writeOrigins(trx, id, patch.origins);
      return true;
    });
    this.changed();
    return found ? this.get(id) : undefined;
  }

  /** Seals provider credentials a host before sealing stored in clear (run at start; idempotent). */
  async sealStoredSecrets(): Promise<void> {
    const rows = await this.db.selectFrom('apps').select(['id', 'options']).execute();
    for (const row of rows) {
      const sealed = JSON.stringify(sealAppOptions(this.box, row.id, JSON.parse(row.options)));
      if (sealed !== row.options)
        await this.db.updateTable('apps').set({ options: sealed }).where('id', '=', row.id).execute();
    }
  }

  async remove(id: string): Promise<boolean> {
    const removed = await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('app_origins').where('app_id', '=', id).execute();
      const result = await trx.deleteFrom('apps').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    });
    this.changed();
    return removed;
  }
}

async function writeOrigins(db: Kysely<Database>, appId: string, origins: string[]): Promise<void> {
  await db.deleteFrom('app_origins').where('app_id', '=', appId).execute();
  if (!origins.length) return;
  const values = [...new Set(origins)].map((origin) => ({ origin, app_id: appId }));
  await db.insertInto('app_origins').values(values).execute();
}
