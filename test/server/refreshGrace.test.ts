import { describe, expect, it } from 'vitest';
import { REFRESH_GRACE_MS } from '../../contract/constants';
import { expectErrorShape, type Reply } from '../support/apiClient';
import { fakeClockHost } from '../support/fakeClockHost';
import { sessionClient } from '../support/sessionClient';

function expectSessionInvalid(res: Reply<unknown>): void {
  expect(res.status).toBe(401);
  expect(expectErrorShape(res).error).toBe('session_invalid');
}

/**
 * docs/security.md "Sessions and tokens": two refreshes with one refresh token (two tabs, a retry
 * after a lost answer) are not a theft; the same refresh within REFRESH_GRACE_MS answers the
 * same new pair. Outside that window, or once the pair was refreshed again, reuse revokes.
 */
describe('refresh-token reuse grace', () => {
  const env = fakeClockHost();
  const sessions = () => sessionClient(env.api);
  const revokedReason = async () =>
    (
      await env.host.services.db.kysely
        .selectFrom('sessions')
        .select('revoked_reason')
        .executeTakeFirstOrThrow()
    ).revoked_reason;

  it('answers a retry of the same refresh within the window with the same pair, and keeps the session', async () => {
    const { state, session } = await sessions().signedIn('ada@example.com');
    const { sessionId, refreshToken } = session;
    const first = await sessions().refresh(state, { sessionId, refreshToken });
    expect(first.status).toBe(200);
    env.clock.advance(REFRESH_GRACE_MS);
    const retry = await sessions().refresh(state, { sessionId, refreshToken });
    expect(retry.status).toBe(200);
    expect(retry.body.data).toEqual(first.body.data);
    expect(
      (await sessions().check(state, { sessionId, sessionToken: retry.body.data.sessionToken })).status,
    ).toBe(200);
    expect(await revokedReason()).toBeNull();
    // The pair it answered is the session's: its refresh token rotates on as usual.
    const next = await sessions().refresh(state, { sessionId, refreshToken: retry.body.data.refreshToken });
    expect(next.status).toBe(200);
    expect(next.body.data.refreshToken).not.toBe(retry.body.data.refreshToken);
  });

  it('revokes the session when the same refresh comes back after the window', async () => {
    const { state, session } = await sessions().signedIn('ada@example.com');
    const { sessionId, refreshToken } = session;
    const first = await sessions().refresh(state, { sessionId, refreshToken });
    expect(first.status).toBe(200);
    env.clock.advance(REFRESH_GRACE_MS + 1);
    expectSessionInvalid(await sessions().refresh(state, { sessionId, refreshToken }));
    expectSessionInvalid(
      await sessions().check(state, { sessionId, sessionToken: first.body.data.sessionToken }),
    );
    expect(await revokedReason()).toBe('refresh_reuse');
  });

  it('revokes the session when a refresh token comes back after its pair was refreshed in turn, even within the window', async () => {
    const { state, session } = await sessions().signedIn('ada@example.com');
    const { sessionId } = session;
    const first = await sessions().refresh(state, { sessionId, refreshToken: session.refreshToken });
    const second = await sessions().refresh(state, { sessionId, refreshToken: first.body.data.refreshToken });
    expect(second.status).toBe(200);
    expectSessionInvalid(await sessions().refresh(state, { sessionId, refreshToken: session.refreshToken }));
    expectSessionInvalid(
      await sessions().check(state, { sessionId, sessionToken: second.body.data.sessionToken }),
    );
    expect(await revokedReason()).toBe('refresh_reuse');
  });
});
