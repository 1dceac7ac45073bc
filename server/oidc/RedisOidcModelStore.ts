import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { RedisConnections } from '../redis/openRedis';

/**
 * oidc-provider's storage adapter on Redis, used instead of the database one when `REDIS_URL`
 * is set (docs/oidc.md "Storage"): each record is a hash (`payload`, and `consumed` once a code
 * or refresh token is used) that Redis expires on its own; a grant's list names the records
 * issued under it, so revoking the grant deletes them all; uid and user-code keys point at ids.
 */
export class RedisOidcModelStore implements Adapter {
  private readonly base: string;

  constructor(
    private readonly redis: RedisConnections,
    private readonly kind: string,
    private readonly now: () => number,
  ) {
    this.base = `${redis.prefix}oidc:`;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const key = this.key(id);
    const multi = this.redis.commands.multi().del(key).hset(key, 'payload', JSON.stringify(payload));
    if (expiresIn) multi.expire(key, expiresIn);
    if (payload.grantId) {
      const grant = this.grantKey(payload.grantId);
      multi.rpush(grant, key);
      // The grant's list lives as long as its longest-lived record.
      const ttl = await this.redis.commands.ttl(grant);
      if (expiresIn && expiresIn > ttl) multi.expire(grant, expiresIn);
    }
    for (const [index, value] of [
      ['uid', payload.uid],
      ['userCode', payload.userCode],
    ] as const) {
      if (!value) continue;
      const pointer = `${this.base}${index}:${value}`;
      if (expiresIn) multi.set(pointer, id, 'EX', expiresIn);
      else multi.set(pointer, id);
    }
    await multi.exec();
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const record = await this.redis.commands.hgetall(this.key(id));
    if (!record.payload) return undefined;
    const payload = JSON.parse(record.payload) as AdapterPayload;
    if (record.consumed) payload.consumed = Number(record.consumed);
    return payload;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const id = await this.redis.commands.get(`${this.base}uid:${uid}`);
    return id ? this.find(id) : undefined;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const id = await this.redis.commands.get(`${this.base}userCode:${userCode}`);
    return id ? this.find(id) : undefined;
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

  private key(id: string): string {
    return `${this.base}${this.kind}:${id}`;
  }

  private grantKey(grantId: string): string {
    return `${this.base}grant:${grantId}`;
  }
}
