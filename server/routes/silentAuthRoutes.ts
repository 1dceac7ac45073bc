import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { NON_CELLULAR_CONNECTIONS, SILENT_AUTH_API } from '../../contract/silentAuth';
import type { DefaultParams } from '../../contract/wire';
import { configuredChannels } from '../apps/defaultConfig';
import { channelReadiness } from '../channels/channelReadiness';
import { finishSilentAuth } from '../channels/silentauth/finishSilentAuth';
import { requireApp } from '../http/requireApp';
import { requireState } from '../http/requireState';
import { paramsSchema, responses, stateParams } from '../http/schemas';
import { sendPage } from '../http/sendPage';
import type { Services } from '../Services';
import { readStatus } from '../signin/readStatus';
import { silentAuthDonePage } from './silentAuthDonePage';

type PreCheckBody = DefaultParams & { mobile?: string; connection?: string };
type StatusBody = DefaultParams & { token: string };

/**
 * spec §7 silent-auth calls under /v2/lp/user/transaction/: pre-check (is silent auth worth
 * trying for this app, here: never on Wi-Fi, spec §4), verify (the operator's redirect URI:
 * CAMARA legs 2 and 3) and status (`{ token }`: the asId), polled every 3 s by the widget.
 */
export function silentAuthRoutes(app: FastifyInstance, services: Services): void {
  app.post<{ Params: { state: string }; Body: PreCheckBody }>(
    `${SILENT_AUTH_API.preCheck}/:state`,
    {
      schema: {
        params: stateParams,
        body: paramsSchema({
          mobile: { type: 'string', maxLength: 32 },
          connection: { type: 'string', maxLength: 32 },
        }),
        response: responses({
          type: 'object',
          properties: { silentAuthEnabled: { type: 'boolean' } },
          required: ['silentAuthEnabled'],
        }),
      },
    },
    async (request, reply) => {
      const merchant = await requireApp(services, request, reply, request.body.appId);
      requireState(services, request.params.state);
      const on =
        configuredChannels(merchant.channelConfig).includes('SILENT_AUTH') &&
        (await channelReadiness(services, merchant, 'SILENT_AUTH', 'phone')).ready;
      const cellular = !NON_CELLULAR_CONNECTIONS.includes(request.body.connection ?? '');
      return { silentAuthEnabled: on && cellular };
    },
  );

  app.post<{ Params: { state: string }; Body: StatusBody }>(
    `${SILENT_AUTH_API.status}/:state`,
    {
      schema: {
        params: stateParams,
        body: paramsSchema({ token: { type: 'string', maxLength: 64 } }, ['token']),
        response: responses({ type: 'object', additionalProperties: true }),
      },
    },
    async (request, reply) => {
      const merchant = await requireApp(services, request, reply, request.body.appId);
      const state = requireState(services, request.params.state);
      reply.header('Cache-Control', 'no-store');
      return readStatus(services, { app: merchant, state, asId: request.body.token });
    },
  );

  // The operator redirects the phone here (a GET, like every OAuth redirect): no app or state in
  // the path, the OAuth `state` alone finds the sign-in.
  app.get<{ Querystring: { code?: string; state?: string; error?: string } }>(
    SILENT_AUTH_API.verify,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            code: { type: 'string', maxLength: 2048 },
            state: { type: 'string', maxLength: 256 },
            error: { type: 'string', maxLength: 256 },
          },
        },
      },
    },
    async (request, reply) => {
      const outcome = await finishSilentAuth(services, request.query, (error) =>
        request.log.warn({ err: error }, 'silent auth: the operator could not verify the number'),
      );
      const nonce = randomBytes(16).toString('base64url');
      return sendPage(reply, silentAuthDonePage(outcome, nonce), {
        status: outcome === 'verified' ? 200 : 400,
        nonce,
      });
    },
  );
}
