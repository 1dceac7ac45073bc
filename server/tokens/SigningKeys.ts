import { KeyObject } from 'node:crypto';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { KEY_PUBLISH_LEAD_MS, KEY_RELOAD_MS } from './keyTiming';
import type { SigningKeyBox } from './SigningKeyBox';

export { KEY_RELOAD_MS } from './keyTiming';

const ALG = 'ES256';
interface ActiveKey {
  kid: string;
  key: CryptoKey;
  /** The same private key for node:crypto's sign (signEs256Jwt). */
  keyObject: KeyObject;
}

/**
 * ES256 keys for ID tokens, kept in storage (private keys sealed: SigningKeyBox) so every
 * instance signs with the same key and publishes the same JWKS. Rotation publishes a new key at
 * once and makes it the signing key KEY_PUBLISH_LEAD_MS later; the old key signs until then and
 * stays in the JWKS until tokens signed with it have expired.
 */
export class SigningKeys {
  #active: ActiveKey | undefined;
  #loadedAt = Number.NEGATIVE_INFINITY;
  #reloading: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly box: SigningKeyBox,
    private readonly newKid: () => string,
    private readonly now: () => number,
  ) {}

  /** Whether the database holds any key: asked before the server secret (and so this store) exists. */
  static async holdsAny(db: Kysely<Database>): Promise<boolean> {
    return (await db.selectFrom('signing_keys').select('kid').limit(1).executeTakeFirst()) !== undefined;
  }

  /** At start: seals keys stored in clear or under the previous secret, then loads. */
  async start(): Promise<void> {
    const rows = await this.db.selectFrom('signing_keys').select(['kid', 'private_jwk']).execute();
    for (const row of rows) {
      if (this.box.isCurrent(row.private_jwk)) continue;
      const sealed = this.box.seal(this.box.open(row.private_jwk, row.kid), row.kid);
      // Compare-and-set: instances starting together each write a valid box, none a stale one.
      await this.db
        .updateTable('signing_keys')
        .set({ private_jwk: sealed })
        .where('kid', '=', row.kid)
        .where('private_jwk', '=', row.private_jwk)
        .execute();
    }
    await this.load();
  }

  /** Loads the key that signs now, creating the first one (signing at once) when there is none. */
  async load(): Promise<void> {
    let row = await this.signingNow();
    if (!row) {
      // A fresh install: no cache anywhere knows an older JWKS. Instances starting together
      // may each add one; none retires another's, so every key one signs with stays published.
      await this.addKey(this.now());
      row = await this.signingNow();
    }
    if (!row) throw new Error('No signing key could be created');
    this.#loadedAt = this.now();
    if (this.#active?.kid === row.kid) return;
    const jwk = JSON.parse(this.box.open(row.private_jwk, row.kid)) as JWK;
    const key = (await importJWK(jwk, ALG)) as CryptoKey;
    this.#active = { kid: row.kid, key, keyObject: KeyObject.from(key) };
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

  /**
   * Publishes a new key now; it becomes the signing key KEY_PUBLISH_LEAD_MS later, when the
   * others retire (they stay published for the JWKS grace after that).
   */
  async rotate(): Promise<{ kid: string; signsFrom: number }> {
    const signsFrom = this.now() + KEY_PUBLISH_LEAD_MS;
    const kid = await this.addKey(signsFrom);
    return { kid, signsFrom };
  }

  private async addKey(notBefore: number): Promise<string> {
    const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
    const kid = this.newKid();
    const now = this.now();
    const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
    const privateJwk = this.box.seal(JSON.stringify(await exportJWK(privateKey)), kid);
    await this.db.transaction().execute(async (trx) => {
      if (notBefore > now) {
        await trx
          .updateTable('signing_keys')
          .set({ retired_at: notBefore })
          .where('retired_at', 'is', null)
          .execute();
      }
      await trx
        .insertInto('signing_keys')
        .values({
          kid,
          private_jwk: privateJwk,
          public_jwk: JSON.stringify(publicJwk),
          created_at: now,
          retired_at: null,
          not_before: notBefore,
        })
        .execute();
    });
    return kid;
  }

  get active(): ActiveKey {
    if (!this.#active) throw new Error('SigningKeys.start() was not called');
    return this.#active;
  }

  /**
   * Public keys that may verify a token now or soon: the signing key, keys waiting to sign, and
   * keys retired within `graceMs`.
   */
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

  /** The newest key whose time to sign has come and that has not retired. */
  private async signingNow() {
    const now = this.now();
    return this.db
      .selectFrom('signing_keys')
      .selectAll()
      .where((eb) => eb.or([eb('retired_at', 'is', null), eb('retired_at', '>', now)]))
      .where((eb) => eb.or([eb('not_before', 'is', null), eb('not_before', '<=', now)]))
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  }
}
