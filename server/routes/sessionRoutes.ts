import type { FastifyInstance } from 'fastify';
import { API } from '../../contract/paths';
import type {
  CheckSessionRequest,
  CheckSessionResponse,
  LogoutRequest,
  LogoutResponse,
  RefreshSessionRequest,
  RefreshSessionResponse,
} from '../../contract/sessionWire';
import { requireApp } from '../http/requireApp';
import { requireState } from '../http/requireState';
import { paramsSchema, responses, stateParams } from '../http/schemas';
import type { Services } from '../Services';
import { checkSession } from '../sessions/checkSession';
import { logoutSession } from '../sessions/logoutSession';
import { refreshSession } from '../sessions/refreshSession';
import { sessionFactsSchema, sessionInfoSchema, sessionSecret } from '../sessions/sessionSchemas';

const success = { type: 'boolean', enum: [true] } as const;
const answer = (data?: object) => ({
  type: 'object',
  properties: data ? { success, data } : { success },
  required: data ? ['success', 'data'] : ['success'],
});

/**
 * spec §7 sessions (docs/security.md "Sessions and tokens"), all POST with the secrets in the JSON
 * body (never in a URL) and the state as the last path segment:
 * - check-session-token `{sessionId, sessionToken}`: the session's user while it is live;
 * - refresh-session-token `{sessionId, refreshToken}`: a new token pair, the old refresh token dead;
 * - logout-session and `/v1/user/logout` `{sessionId, sessionToken | refreshToken}`: the session
 *   ends server-side. Logout takes the session in the body: the host keeps no cookie of its own
 *   for it, and the page that holds the tokens is the one logging out.
 * Every failure is 401 `session_invalid`, whatever the cause.
 */
export function sessionRoutes(app: FastifyInstance, services: Services): void {
  /** A check or a refresh: the session id and one secret in the body, app and state checked, never cached. */
  const sessionCall = <Body extends { appId?: string; sessionId: string }, Data>(
    path: string,
    secret: 'sessionToken' | 'refreshToken',
    dataSchema: object,
    run: (appId: string, body: Body) => Promise<Data>,
  ) =>
    app.post<{ Params: { state: string }; Body: Body }>(
      `${path}/:state`,
      {
        schema: {
          params: stateParams,
          body: paramsSchema({ sessionId: sessionSecret, [secret]: sessionSecret }, ['sessionId', secret]),
          response: responses(answer(dataSchema)),
        },
      },
      async (request, reply): Promise<{ success: true; data: Data }> => {
        const body = request.body as Body;
        const merchant = await requireApp(services, request, reply, body.appId);
        requireState(services, request.params.state);
        reply.header('Cache-Control', 'no-store');
        return { success: true, data: await run(merchant.id, body) };
      },
    );

  sessionCall<CheckSessionRequest, CheckSessionResponse['data']>(
    API.sessionCheck,
    'sessionToken',
    sessionFactsSchema,
    (appId, { sessionId, sessionToken }) => checkSession(services, { appId, sessionId, sessionToken }),
  );
  sessionCall<RefreshSessionRequest, RefreshSessionResponse['data']>(
    API.sessionRefresh,
    'refreshToken',
    sessionInfoSchema,
    (appId, { sessionId, refreshToken }) => refreshSession(services, { appId, sessionId, refreshToken }),
  );

  const logoutBody = {
    ...paramsSchema({ sessionId: sessionSecret, sessionToken: sessionSecret, refreshToken: sessionSecret }, [
      'sessionId',
    ]),
    anyOf: [{ required: ['sessionToken'] }, { required: ['refreshToken'] }],
  };
  for (const path of [API.sessionLogout, API.userLogout]) {
    app.post<{ Params: { state: string }; Body: LogoutRequest }>(
      `${path}/:state`,
      { schema: { params: stateParams, body: logoutBody, response: responses(answer()) } },
      async (request, reply): Promise<LogoutResponse> => {
        const merchant = await requireApp(services, request, reply, request.body.appId);
        const state = requireState(services, request.params.state);
        const { sessionId, sessionToken, refreshToken } = request.body;
        await logoutSession(services, { appId: merchant.id, state, sessionId, sessionToken, refreshToken });
        return { success: true };
      },
    );
  }
}
