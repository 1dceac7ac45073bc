import { expect, it } from 'vitest';
import { REFRESH_GRACE_MS } from '../../contract/constants';
import type { Services } from '../../server/Services';
import { openSession } from '../../server/sessions/openSession';
import { refreshSession } from '../../server/sessions/refreshSession';
import { initialSessionSecrets } from '../../server/sessions/sessionSecrets';
import { describeStorage } from './describeStorage';

/**
 * docs/security.md "Sessions and tokens" across instances: two host instances on one database
 * refreshing with one refresh token at once hand out one pair and keep the session; the grace
 * window is measured from the first trade-in, whichever instance made it.
 */
describeStorage('refresh grace across instances', (storage, dialect) => {
  async function opened(services: Services) {
    const now = services.clock.now();
    const input = { appId: 'acme', userId: 'usr_ada', transactionId: 'tx-grace', nonce: 'n0', now };
    await openSession(services, input);
    return initialSessionSecrets(services.hasher, input.transactionId, input.nonce);
  }

  it('answers the same refresh on another instance with the same pair, and revokes a late reuse', async () => {
    const { services, clock } = storage();
    const other = await storage().another();
    const secrets = await opened(services);
    const input = { appId: 'acme', sessionId: secrets.sessionId, refreshToken: secrets.refreshToken };
    const first = await refreshSession(services, input);
    clock.advance(REFRESH_GRACE_MS);
    expect(await refreshSession(other, input)).toEqual(first);
    clock.advance(1);
    await expect(refreshSession(other, input)).rejects.toMatchObject({ code: 'session_invalid' });
    expect((await services.sessions.byTransaction('tx-grace'))?.revoked_reason).toBe('refresh_reuse');
  });

  // Instances of one SQLite file are processes (test/server/sqliteProcesses); two in one process
  // would block each other's synchronous driver, so the race runs where instances share a server.
  it.skipIf(dialect === 'sqlite')('answers racing refreshes on two instances with one pair', async () => {
    const { services, clock } = storage();
    const other = await storage().another();
    const secrets = await opened(services);
    const input = { appId: 'acme', sessionId: secrets.sessionId, refreshToken: secrets.refreshToken };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refreshSession(i % 2 ? other : services, input)),
    );
    expect(new Set(answers.map((a) => `${a.sessionToken}/${a.refreshToken}`)).size).toBe(1);
    const row = await other.sessions.byTransaction('tx-grace');
    expect(row).toMatchObject({ generation: 1, revoked_at: null });

    clock.advance(REFRESH_GRACE_MS + 1);
    await expect(refreshSession(other, input)).rejects.toMatchObject({ code: 'session_invalid' });
    expect((await services.sessions.byTransaction('tx-grace'))?.revoked_reason).toBe('refresh_reuse');
  });
});
