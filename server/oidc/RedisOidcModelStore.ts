import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { RedisConnections } from '../redis/openRedis';
import type { OidcRecordSecrets } from './oidcRecordSecrets';

/**
 * oidc-provider's storage adapter on Redis, used instead of the database one when `REDIS_URL`
 * is set (docs/oidc.md "Storage"): each record is a hash (`payload`, and `consumed` once a code
 * or refresh token is used) that Redis expires on its own; a grant's list names the records
 * issued under it, so revoking the grant deletes them all; uid and user-code keys point at
 * records. Keys carry a hash of the record's id, never the id (`OidcRecordSecrets`).
 */
export class RedisOidcModelStore implements Adapter {
  private readonly base: string;

  constructor(
    private readonly redis: RedisConnections,
    private readonly kind: string,
    private readonly now: () => number,
    private readonly secrets: OidcRecordSecrets,
  ) {
    this.base = `${redis.prefix}oidc:`;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const key = this.key(id);
    // A record saved again after a lookup by id no longer knows its user code: keep its sealed id.
    const previous = payload.userCode ? undefined : await this.redis.commands.hget(key, 'payload');
    const multi = this.redis.commands
      .multi()
      .del(key)
      .hset(key, 'payload', this.secrets.seal(id, payload, previous ?? undefined));
    if (expiresIn) multi.expire(key, expiresIn);
    if (payload.grantId) {
      const grant = this.grantKey(payload.grantId);
      multi.rpush(grant, key);
      // The grant's list lives as long as its longest-lived record.
      const ttl = await this.redis.commands.ttl(grant);
      if (expiresIn && expiresIn > ttl) multi.expire(grant, expiresIn);
    }
    for (const pointer of [
      payload.uid ? this.uidKey(payload.uid) : undefined,
      payload.userCode ? this.userCodeKey(payload.userCode) : undefined,
    ]) {
      if (!pointer) continue;
      if (expiresIn) multi.set(pointer, key, 'EX', expiresIn);
      else multi.set(pointer, key);
    }
    await multi.exec();
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.read(this.key(id), { id });
  }

  /** A session by its uid; oidc-provider only reads it (account, grants), never its id. */
  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const key = await this.redis.commands.get(this.uidKey(uid));
    return key ? this.read(key, {}) : undefined;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const key = await this.redis.commands.get(this.userCodeKey(userCode));
    return key ? this.read(key, { userCode }) : undefined;
  }

  async consume(id: string): Promise<void> {
    await this.redis.commands.hset(this.key(id), 'consumed', Math.floor(this.now() / 1000));
  }

  async destroy(id: string): Promise<void> {
    await this.redis.commands.del(this.key(id));
  }

  /** A grant revoked (logout, code replay, revocation) takes every token issued under it. */
  async revokeByGrantId(grantId: string): Promise<void> {
    const grant = this.grantKey(grantId);
    const keys = await this.redis.commands.lrange(grant, 0, -1);
    await this.redis.commands.del(...keys, grant);
  }

  private async read(key: string, known: { id?: string; userCode?: string }) {
    const record = await this.redis.commands.hgetall(key);
    if (!record.payload) return undefined;
    const consumed = record.consumed ? Number(record.consumed) : undefined;
    return this.secrets.open(record.payload, { ...known, consumed });
  }

  private key(id: string): string {
    return `${this.base}${this.kind}:${this.secrets.recordKey(id)}`;
  }

  private grantKey(grantId: string): string {
    return `${this.base}grant:${grantId}`;
  }

  private uidKey(uid: string): string {
    return `${this.base}uid:${uid}`;
  }

  private userCodeKey(userCode: string): string {
    return `${this.base}userCode:${this.secrets.userCodeKey(userCode)}`;
  }
}
