import { describe, expect, it } from 'vitest';
import { type FrameMessage, frameMessage } from '../../contract/frameMessages';
import type { SessionInfo } from '../../contract/sessionWire';
import type { ApiResult } from '../../services/api/ApiResult';
import type { FramePort } from '../../services/bridges/FramePort';
import {
  type SessionCalls,
  serveParentRequests,
  verifySession,
} from '../../services/hosted/serveParentRequests';

const failure = { ok: false, message: 'nope', status: 401 } as const;
const user = { uid: 'usr_1', emailVerified: true, createdAt: '2025-01-01T00:00:00.000Z' };
const fresh: SessionInfo = {
  sessionId: 'ses_1',
  sessionToken: 'new-token',
  refreshToken: 'new-refresh',
  sessionTokenExpiresAt: '2025-01-01T01:00:00.000Z',
  expiresAt: '2025-01-31T00:00:00.000Z',
};

function fakeApi(answers: { check?: boolean; refresh?: boolean; logout?: boolean }) {
  const calls: string[] = [];
  const api: SessionCalls = {
    async checkSession() {
      calls.push('check');
      return answers.check
        ? {
            ok: true,
            data: {
              success: true,
              data: {
                sessionId: 'ses_1',
                user,
                sessionTokenExpiresAt: fresh.sessionTokenExpiresAt,
                expiresAt: fresh.expiresAt,
              },
            },
          }
        : failure;
    },
    async refreshSession() {
      calls.push('refresh');
      return answers.refresh ? { ok: true, data: { success: true, data: fresh } } : failure;
    },
    async logoutSession() {
      calls.push('logoutSession');
      return (answers.logout ? { ok: true, data: { success: true } } : failure) as ApiResult<{
        success: true;
      }>;
    },
    async logout() {
      calls.push('logout');
      return (answers.logout ? { ok: true, data: { success: true } } : failure) as ApiResult<{
        success: true;
      }>;
    },
  };
  return { api, calls };
}

const request = frameMessage('SESSION_VERIFICATION', {
  id: 'r1',
  sessionId: 'ses_1',
  sessionToken: 'old-token',
  refreshToken: 'old-refresh',
});

describe('session verification with the parent (spec §4)', () => {
  it('answers success and the session fields when the session token is live', async () => {
    const { api, calls } = fakeApi({ check: true });
    const answer = await verifySession(api, request);
    expect(calls).toEqual(['check']);
    expect(answer.payload).toMatchObject({
      id: 'r1',
      success: true,
      sessionId: 'ses_1',
      sessionToken: 'old-token',
      expiresAt: fresh.expiresAt,
      user: { uid: 'usr_1' },
    });
  });

  it('falls back to a token refresh and hands over the new pair', async () => {
    const { api, calls } = fakeApi({ check: false, refresh: true });
    const answer = await verifySession(api, request);
    expect(calls).toEqual(['check', 'refresh']);
    expect(answer.payload).toMatchObject({
      id: 'r1',
      success: true,
      sessionToken: 'new-token',
      refreshToken: 'new-refresh',
    });
  });

  it('answers success false when both fail', async () => {
    const { api, calls } = fakeApi({});
    const answer = await verifySession(api, request);
    expect(calls).toEqual(['check', 'refresh']);
    expect(answer.payload).toEqual({ id: 'r1', success: false });
  });

  it('answers success false without calling anyone when the session is incomplete', async () => {
    const { api, calls } = fakeApi({ check: true, refresh: true });
    const answer = await verifySession(
      api,
      frameMessage('SESSION_VERIFICATION', { id: 'r2', sessionToken: 't' }),
    );
    expect(calls).toEqual([]);
    expect(answer.payload).toEqual({ id: 'r2', success: false });
  });
});

/** An in-memory port: `deliver` plays the parent, `sent` is what the frame answered. */
function memoryPort() {
  const handlers = new Set<(message: FrameMessage) => void>();
  const sent: FrameMessage[] = [];
  const port: FramePort = {
    send: (message) => void sent.push(message),
    onMessage: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
  const deliver = (message: FrameMessage) => {
    for (const handler of handlers) handler(message);
  };
  return { port, sent, deliver };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the parent’s logout requests (spec §7 LOGOUT, PRIVATE_LOGOUT, LOGOUT_SESSION)', () => {
  it('ends the session on the host for LOGOUT_SESSION, and says whether it did', async () => {
    const { api, calls } = fakeApi({ logout: true });
    const { port, sent, deliver } = memoryPort();
    serveParentRequests({ port, api, forget: () => undefined });
    deliver(frameMessage('LOGOUT_SESSION', { id: 'a', sessionId: 'ses_1', sessionToken: 't' }));
    await settle();
    expect(calls).toEqual(['logoutSession']);
    expect(sent).toEqual([frameMessage('LOGOUT_SESSION', { id: 'a', success: true })]);
  });

  it('logs out on the host and forgets this browser for LOGOUT; PRIVATE_LOGOUT only forgets', async () => {
    const { api, calls } = fakeApi({ logout: true });
    const { port, sent, deliver } = memoryPort();
    let forgotten = 0;
    serveParentRequests({ port, api, forget: () => void forgotten++ });
    deliver(frameMessage('LOGOUT', { id: 'b', sessionId: 'ses_1', refreshToken: 'r' }));
    await settle();
    deliver(frameMessage('PRIVATE_LOGOUT', { id: 'c' }));
    await settle();
    expect(calls).toEqual(['logout']);
    expect(forgotten).toBe(2);
    expect(sent).toEqual([
      frameMessage('LOGOUT', { id: 'b', success: true }),
      frameMessage('PRIVATE_LOGOUT', { id: 'c', success: true }),
    ]);
  });

  it('does not answer answers', async () => {
    const { api, calls } = fakeApi({ check: true });
    const { port, sent, deliver } = memoryPort();
    serveParentRequests({ port, api, forget: () => undefined });
    deliver(
      frameMessage('SESSION_VERIFICATION', { id: 'x', success: true, sessionId: 's', sessionToken: 't' }),
    );
    await settle();
    expect(calls).toEqual([]);
    expect(sent).toEqual([]);
  });
});
