import type { Kysely } from 'kysely';
import { APP_CACHE_TTL_MS } from '../../contract/constants';
import type { SsoChannel } from '../../contract/sso';
import { TtlCache } from '../cache/TtlCache';
import type { Database } from '../db/schema';
import type { SecretBox } from './SecretBox';

/** An app's registration at one provider. */
export interface SsoCredentials {
  channel: SsoChannel;
  clientId: string;
  clientSecret: string;
  /** An OpenID Connect issuer that replaces the provider's own (self-managed GitLab, one Microsoft tenant, any OIDC provider). */
  issuer: string | undefined;
}

/**
 * Per-app provider credentials. Secrets are stored encrypted, never in the clear (docs/security.md).
 * Every merchant config asks, per SSO channel, whether the app has credentials (never a dead
 * button), so `get` answers from a per-instance cache for `APP_CACHE_TTL_MS`, as the apps do
 * (server/apps/AppStore.ts): changes through this store clear it at once, changes by the apps
 * tool or another instance are seen within that time. Its keys are apps × channels, bounded.
 */
export class SsoCredentialStore {
  private readonly cache: TtlCache<string, SsoCredentials | undefined>;
  #changes = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly box: SecretBox,
    private readonly now: () => number,
    /** The cache's monotonic clock (ms), not the host's clock: tests pass a fake one. */
    cacheNow?: () => number,
  ) {
    this.cache = new TtlCache(APP_CACHE_TTL_MS, cacheNow);
  }

  /** How many changes went through this store: what was read from it before a change is stale. */
  get changes(): number {
    return this.#changes;
  }

  get(appId: string, channel: SsoChannel): Promise<SsoCredentials | undefined> {
    return this.cache.get(`${appId}\n${channel}`, () => this.read(appId, channel));
  }

  private async read(appId: string, channel: SsoChannel): Promise<SsoCredentials | undefined> {
    const row = await this.db
      .selectFrom('sso_credentials')
      .selectAll()
      .where('app_id', '=', appId)
      .where('channel', '=', channel)
      .executeTakeFirst();
    if (!row) return undefined;
    const clientSecret = this.box.open(row.secret_box, context(appId, channel));
    if (clientSecret === undefined) return undefined;
    return { channel, clientId: row.client_id, clientSecret, issuer: row.issuer ?? undefined };
  }

  /** The channels an app has credentials for, without their secrets. */
  async list(appId: string): Promise<{ channel: string; clientId: string; issuer: string | undefined }[]> {
    const rows = await this.db
      .selectFrom('sso_credentials')
      .select(['channel', 'client_id', 'issuer'])
      .where('app_id', '=', appId)
      .orderBy('channel')
      .execute();
    return rows.map((r) => ({ channel: r.channel, clientId: r.client_id, issuer: r.issuer ?? undefined }));
  }

  async put(appId: string, credentials: SsoCredentials): Promise<void> {
    const now = this.now();
    const secretBox = this.box.seal(credentials.clientSecret, context(appId, credentials.channel));
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('sso_credentials')
        .where('app_id', '=', appId)
        .where('channel', '=', credentials.channel)
        .execute();
      await trx
        .insertInto('sso_credentials')
        .values({
          app_id: appId,
          channel: credentials.channel,
          client_id: credentials.clientId,
          secret_box: secretBox,
          issuer: credentials.issuer ?? null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    });
    this.cache.clear();
    this.#changes++;
  }

  async remove(appId: string, channel: SsoChannel): Promise<boolean> {
    const result = await this.db
      .deleteFrom('sso_credentials')
      .where('app_id', '=', appId)
      .where('channel', '=', channel)
      .executeTakeFirst();
    this.cache.clear();
    this.#changes++;
    return result.numDeletedRows > 0n;
  }
}

function context(appId: string, channel: string): string {
  return `sso-credentials:${appId}:${channel}`;
}
