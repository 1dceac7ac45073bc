import type { Kysely, Selectable } from 'kysely';
import { firstRow, prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';

export type BrowserDevice = Selectable<Database['browser_devices']>;

/**
 * Each browser state's device key (docs/security.md "One-tap proves possession of a device secret"):
 * the public half, as the browser registered it, first come first bound; the private half is a
 * non-extractable WebCrypto key that never leaves the browser. Every change that must happen
 * once is one conditional statement, so it holds across instances.
 */
export class BrowserDevices {
  constructor(private readonly db: Kysely<Database>) {}

  /** Binds the key to the state unless another is bound already: true when `keyHash` is the state's. */
  async bind(stateHash: string, publicKey: string, keyHash: string, now: number): Promise<boolean> {
    await this.db
      .insertInto('browser_devices')
      .values({
        state_hash: stateHash,
        public_key: publicKey,
        key_hash: keyHash,
        proved_at: null,
        created_at: now,
      })
      .onConflict((oc) => oc.column('state_hash').doNothing())
      .execute();
    return (await this.get(stateHash))?.key_hash === keyHash;
  }

  async get(stateHash: string): Promise<BrowserDevice | undefined> {
    return firstRow(byState(this.db, { stateHash }));
  }

  /**
   * Spends a challenge issued at `issuedAt`, once: only a challenge newer than the last one
   * spent on this state is accepted, so a one-tap proof cannot be replayed.
   */
  async spend(stateHash: string, issuedAt: number): Promise<boolean> {
    const result = await this.db
      .updateTable('browser_devices')
      .set({ proved_at: issuedAt })
      .where('state_hash', '=', stateHash)
      .where((eb) => eb.or([eb('proved_at', 'is', null), eb('proved_at', '<', issuedAt)]))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /**
   * Removes the keys of browsers idle since `before` (docs/security.md "One-tap proves possession
   * of a device secret"): bound and last used for a one-tap before it, and holding no identity
   * verified since (server/maintenance/purgeExpired, with the 30-day one-tap lifetime).
   */
  async purgeIdle(before: number): Promise<void> {
    await this.db
      .deleteFrom('browser_devices')
      .where('created_at', '<', before)
      .where((eb) => eb.or([eb('proved_at', 'is', null), eb('proved_at', '<', before)]))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('browser_identities')
              .select('browser_identities.state_hash')
              .whereRef('browser_identities.state_hash', '=', 'browser_devices.state_hash')
              .where('browser_identities.verified_at', '>=', before),
          ),
        ),
      )
      .execute();
  }

  /** Unbinds these browsers' keys (logout, revocation). */
  async forget(stateHashes: readonly string[]): Promise<void> {
    if (stateHashes.length === 0) return;
    await this.db.deleteFrom('browser_devices').where('state_hash', 'in', stateHashes).execute();
  }
}

/** `get`, built once (server/db/prepared): the merchant config and every sign-in ask it. */
const byState = prepared<{ stateHash: string }, BrowserDevice>((db, p) =>
  db.selectFrom('browser_devices').selectAll().where('state_hash', '=', p('stateHash')),
);
