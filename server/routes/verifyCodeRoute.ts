import type { FastifyInstance } from 'fastify';
import { API } from '../../contract/paths';
import type { DefaultParams, VerifyCodeResponse } from '../../contract/wire';
import { requireApp } from '../http/requireApp';
import { requireState } from '../http/requireState';
import { paramsSchema, responses, stateParams, userSchema } from '../http/schemas';
import type { Services } from '../Services';
import { sessionInfoSchema } from '../sessions/sessionSchemas';
import { verifyCode } from '../signin/verifyCode';

const verifyCodeResponse = {
  type: 'object',
  properties: {
    user: userSchema,
    asId: { type: 'string' },
    token: { type: 'string' },
    redirectUri: { type: 'string' },
    webauthnRegistered: { type: 'boolean' },
    uiId: { type: 'string' },
    sessionInfo: sessionInfoSchema,
  },
  required: ['user', 'asId', 'token', 'webauthnRegistered'],
} as const;

/** spec §7 verify code, v2 and v3: the user and an ID token for a finished sign-in. */
export function verifyCodeRoute(app: FastifyInstance, services: Services): void {
  for (const path of [API.verifyCodeV2, API.verifyCodeV3]) {
    app.get<{ Params: { state: string }; Querystring: DefaultParams & { isOTPAutoRead?: boolean } }>(
      `${path}/:state`,
      {
        schema: {
          params: stateParams,
          querystring: paramsSchema({ isOTPAutoRead: { type: 'boolean' } }, ['code']),
          response: responses(verifyCodeResponse),
        },
      },
      async (request, reply): Promise<VerifyCodeResponse> => {
        const merchant = await requireApp(services, request, reply, request.query.appId);
        const state = requireState(services, request.params.state);
        reply.header('Cache-Control', 'no-store');
        return verifyCode(services, { app: merchant, state, code: request.query.code! });
      },
    );
  }
}
