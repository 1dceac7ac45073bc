import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, linkPath } from '../support/apiClient';
import { type Host, startHost } from '../support/startHost';

/** docs/security.md "Codes", "Magic links": codes and tokens are stored hashed (HMAC with a server secret). */
describe('secrets at rest', () => {
  let host: Host;
  let api: ApiClient;
  beforeEach(async () => {
    host = await startHost({ listen: false });
    api = apiClient(host);
  });
  afterEach(() => host.close());

  /** Every row of the tables a sign-in writes (the dev outbox aside: it is the "mailbox"). */
  async function storedText(): Promise<string> {
    const db = host.services.db.kysely;
    const tables = await Promise.all([
      db.selectFrom('transactions').selectAll().execute(),
      db.selectFrom('throttles').selectAll().execute(),
      db.selectFrom('identity_guards').selectAll().execute(),
      db.selectFrom('users').selectAll().execute(),
      db.selectFrom('identities').selectAll().execute(),
      db.selectFrom('settings').selectAll().execute(),
    ]);
    return JSON.stringify(tables);
  }

  it('keeps neither the emailed code nor the link token in storage, only their hashes', async () => {
    const { asId, otp, link } = await api.startEmail('alice@example.com');
    const { token } = linkPath(link!);
    const stored = await storedText();
    expect(stored).not.toContain(otp);
    expect(stored).not.toContain(token);

    const row = await host.services.db.kysely
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', asId)
      .executeTakeFirstOrThrow();
    expect(row.otp_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row.link_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('keeps no sign-in code in storage after the sign-in finishes', async () => {
    const { code } = await api.signIn('alice@example.com');
    const stored = await storedText();
    expect(stored).not.toContain(code);
  });

  it('keys the throttle and failure counters by hashes, not by the address', async () => {
    const { state, asId } = await api.startEmail('alice@example.com');
    await api.otp(state, asId, '000000');
    const db = host.services.db.kysely;
    const keys = JSON.stringify([
      await db.selectFrom('throttles').select('key').execute(),
      await db.selectFrom('identity_guards').select('key').execute(),
    ]);
    expect(keys).not.toContain('alice');
  });

  it('a link token carries at least 128 bits', async () => {
    const { link } = await api.startEmail('alice@example.com', 'MAGIC_LINK');
    const { token } = linkPath(link!);
    // base64url: 6 bits a character.
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token.length * 6).toBeGreaterThanOrEqual(128);
  });
});
