import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const ALG = 'ES256';
/**
 * How old the loaded key may get before signing re-reads storage: a key rotated on one
 * instance (or by `npm run apps -- rotate-signing-key`) is used by every instance within this
 * time, with no restart. Far below the retired key's grace in the JWKS, so tokens signed with
 * the old key meanwhile still verify.
 */
export const KEY_RELOAD_MS = 60_000;
interface ActiveKey {
  kid: string;
  key: CryptoKey;
}

/**
 * ES256 keys for ID tokens, kept in storage so every instance signs with the same key and
 * publishes the same JWKS. Rotation adds a key and retires the old one, which stays in the
 * JWKS until tokens signed with it have expired.
 */
export class SigningKeys {
  #active: ActiveKey | undefined;
  #loadedAt = Number.NEGATIVE_INFINITY;
  #reloading: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly newKid: () => string,
    private readonly now: () => number,
  ) {}

  /** Loads the newest active key, creating the first one when there is none. */
  async load(): Promise<void> {
    let row = await this.newestActive();
    if (!row) {
      // Instances starting together may each add one; none retires another's, so every key
      // an instance signs with stays in the JWKS.
      await this.addKey({ retireOthers: false });
      row = await this.newestActive();
    }
    if (!row) throw new Error('No signing key could be created');
    this.#loadedAt = this.now();
    if (this.#active?.kid === row.kid) return;
    this.#active = { kid: row.kid, key: (await importJWK(JSON.parse(row.private_jwk), ALG)) as CryptoKey };
  }

  /**
   * The key to sign with now: the loaded one, re-read from storage once it is KEY_RELOAD_MS
   * old so a rotation elsewhere reaches this instance. A failed re-read keeps the loaded key.
   */
  async current(): Promise<ActiveKey> {
    if (this.now() - this.#loadedAt >= KEY_RELOAD_MS) {
      this.#reloading ??= this.load()
        .catch(() => {
          if (!this.#active) throw new Error('No signing key could be loaded');
        })
        .finally(() => {
          this.#reloading = undefined;
        });
      await this.#reloading;
    }
    return this.active;
  }

  /** Adds a new key, retires the others and signs with the new one from now on; returns its id. */
  async rotate(): Promise<string> {
    const kid = await this.addKey({ retireOthers: true });
    await this.load();
    return kid;
  }

  private async addKey(options: { retireOthers: boolean }): Promise<string> {
    const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
    const kid = this.newKid();
    const now = this.now();
    const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
    await this.db.transaction().execute(async (trx) => {
      if (options.retireOthers) {
        await trx
          .updateTable('signing_keys')
          .set({ retired_at: now })
          .where('retired_at', 'is', null)
          .execute();
      }
      await trx
        .insertInto('signing_keys')
        .values({
          kid,
          private_jwk: JSON.stringify(await exportJWK(privateKey)),
          public_jwk: JSON.stringify(publicJwk),
          created_at: now,
          retired_at: null,
        })
        .execute();
    });
    return kid;
  }

  get active(): ActiveKey {
    if (!this.#active) throw new Error('SigningKeys.load() was not called');
    return this.#active;
  }

  /** Public keys that may still verify a token: the active ones and those retired within `graceMs`. */
  async jwks(graceMs: number): Promise<{ keys: JWK[] }> {
    const since = this.now() - graceMs;
    const rows = await this.db
      .selectFrom('signing_keys')
      .select('public_jwk')
      .where((eb) => eb.or([eb('retired_at', 'is', null), eb('retired_at', '>', since)]))
      .orderBy('created_at', 'desc')
      .execute();
    return { keys: rows.map((r) => JSON.parse(r.public_jwk) as JWK) };
  }

  private async newestActive() {
    return this.db
      .selectFrom('signing_keys')
      .selectAll()
      .where('retired_at', 'is', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  }
}
