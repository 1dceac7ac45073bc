import type { Kysely, Selectable } from 'kysely';
import type { Address, AddressInput } from '../../contract/sessionWire';
import type { Database } from '../db/schema';

type AddressRow = Selectable<Database['user_addresses']>;

/** `/v1/user/address`: the addresses a user saved with one app, kept per (app, user). */
export class AddressStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly newId: () => string,
  ) {}

  /**
   * Adds an address; undefined when the user has `limit` already. The row is counted after it is
   * written, so parallel saves cannot pass the limit together (at worst both are refused).
   */
  async add(
    owner: { appId: string; userId: string },
    input: AddressInput,
    limit: number,
    now: number,
  ): Promise<Address | undefined> {
    const id = this.newId();
    const values = {
      id,
      app_id: owner.appId,
      user_id: owner.userId,
      name: input.name ?? null,
      line1: input.line1,
      line2: input.line2 ?? null,
      city: input.city,
      region: input.region ?? null,
      postal_code: input.postalCode,
      country: input.country,
      phone: input.phone ?? null,
      created_at: now,
    };
    await this.db.insertInto('user_addresses').values(values).execute();
    const { n } = await this.db
      .selectFrom('user_addresses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('app_id', '=', owner.appId)
      .where('user_id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    if (Number(n) > limit) {
      await this.db.deleteFrom('user_addresses').where('id', '=', id).execute();
      return undefined;
    }
    return toAddress(values);
  }

  async list(owner: { appId: string; userId: string }): Promise<Address[]> {
    const rows = await this.db
      .selectFrom('user_addresses')
      .selectAll()
      .where('app_id', '=', owner.appId)
      .where('user_id', '=', owner.userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toAddress);
  }

  /** Removes every address of a user (a person's erasure request). */
  async removeAllOf(userId: string): Promise<void> {
    await this.db.deleteFrom('user_addresses').where('user_id', '=', userId).execute();
  }
}

function toAddress(row: AddressRow): Address {
  const address: Address = {
    id: row.id,
    line1: row.line1,
    city: row.city,
    postalCode: row.postal_code,
    country: row.country,
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
  if (row.name !== null) address.name = row.name;
  if (row.line2 !== null) address.line2 = row.line2;
  if (row.region !== null) address.region = row.region;
  if (row.phone !== null) address.phone = row.phone;
  return address;
}
