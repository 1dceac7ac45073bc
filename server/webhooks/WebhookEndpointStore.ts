import type { Kysely } from 'kysely';
import { APP_CACHE_TTL_MS } from '../../contract/constants';
import type { WebhookEvent } from '../../contract/webhooks';
import { TtlCache } from '../cache/TtlCache';
import type { Database } from '../db/schema';
import type { SecretBox } from '../sso/SecretBox';

export interface WebhookEndpoint {
  id: string;
  appId: string;
  url: string;
  events: WebhookEvent[];
  createdAt: number;
}

/**
 * An app's webhook receivers; each signing secret sealed (SecretBox), opened only to sign.
 * Every finished sign-in asks for its app's list, so `list` answers from a per-instance cache
 * for `APP_CACHE_TTL_MS`, as the app store does: an endpoint added or removed through this store
 * counts at once, one added or removed by the webhooks tool or another instance within that time.
 */
export class WebhookEndpointStore {
  private readonly lists = new TtlCache<string, readonly WebhookEndpoint[]>(APP_CACHE_TTL_MS);

  constructor(
    private readonly db: Kysely<Database>,
    private readonly box: SecretBox,
  ) {}

  async add(endpoint: WebhookEndpoint & { secret: string }): Promise<void> {
    await this.db
      .insertInto('webhook_endpoints')
      .values({
        id: endpoint.id,
        app_id: endpoint.appId,
        url: endpoint.url,
        events: JSON.stringify(endpoint.events),
        secret_box: this.box.seal(endpoint.secret, sealContext(endpoint.appId, endpoint.id)),
        created_at: endpoint.createdAt,
      })
      .execute();
    this.lists.clear();
  }

  /** The app's endpoints, oldest first. Shared with other callers: not to be changed. */
  list(appId: string): Promise<readonly WebhookEndpoint[]> {
    return this.lists.get(appId, () => this.read(appId));
  }

  private async read(appId: string): Promise<WebhookEndpoint[]> {
    const rows = await this.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('app_id', '=', appId)
      .orderBy('created_at')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      appId: row.app_id,
      url: row.url,
      events: JSON.parse(row.events) as WebhookEvent[],
      createdAt: Number(row.created_at),
    }));
  }

  async remove(appId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('webhook_endpoints')
      .where('app_id', '=', appId)
      .where('id', '=', id)
      .executeTakeFirst();
    this.lists.clear();
    return result.numDeletedRows > 0n;
  }

  /** The endpoint to send to, with its secret; undefined when it was removed meanwhile. */
  async forDelivery(id: string): Promise<{ url: string; secret: string } | undefined> {
    const row = await this.db
      .selectFrom('webhook_endpoints')
      .select(['app_id', 'url', 'secret_box'])
      .where('id', '=', id)
      .executeTakeFirst();
    const secret = row && this.box.open(row.secret_box, sealContext(row.app_id, id));
    return row && secret ? { url: row.url, secret } : undefined;
  }
}

function sealContext(appId: string, endpointId: string): string {
  return `webhook:${appId}:${endpointId}`;
}
